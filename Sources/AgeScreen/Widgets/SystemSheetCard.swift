import Presentation

/// A system sheet drawn as a card in a device pane, as every store's shell draws one: its top
/// edge, title and paragraphs between the card's edges, then its bottom edge.
public enum SystemSheetCard {
  /// A system sheet's top edge, title and paragraphs wrapped to `width`, each row between the
  /// card's edges so the sheet reads as one block however it wraps. `marked` puts the `≈` of
  /// assumed wording before the title; `legend` says what `≈` means on the top edge.
  public static func top(
    title: String, paragraphs: [String], width: Int, marked: Bool = false, legend: Bool = false
  ) -> [Line] {
    let inner = max(1, width - 4)
    let name = legend ? " System sheet · \(WordingMark.symbol) assumed " : " System sheet "
    let label = DisplayWidth.truncate(name, to: max(0, width - 3))
    let top =
      "╭─" + label + String(repeating: "─", count: max(0, width - 3 - DisplayWidth.of(label)))
    func row(_ text: String, _ style: CellStyle) -> Line {
      Line([
        Span("│ ", style: .warning), Span(DisplayWidth.pad(text, to: inner), style: style),
        Span(" │", style: .warning),
      ])
    }
    let shownTitle = WordingMark.shown(title, marked: marked)
    let titleRows = DisplayWidth.wrap(shownTitle, to: inner).map { row($0, .title) }
    let body = paragraphs.flatMap { DisplayWidth.wrap($0, to: inner) }.map { row($0, .plain) }
    return [Line(top + "╮", style: .warning)] + titleRows + body
  }

  /// A system sheet's bottom edge, `width` columns wide.
  public static func bottom(width: Int) -> Line {
    Line("╰" + String(repeating: "─", count: max(0, width - 2)) + "╯", style: .warning)
  }
}
