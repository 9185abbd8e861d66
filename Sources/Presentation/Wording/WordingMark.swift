/// The one rule for `≈`, the mark on AgeTUI's assumed wording, on every store's screens and in
/// `agetui prompts` (the pictures underline the same strings): the mark and a space go *before*
/// the words it marks, so it never reads as part of them ("≈ Request #2 · 2026-09-14", never
/// "2026-09-14 ≈"). A screen marks a surface's title when its words are assumed, and that mark
/// stands for the lines under it; a surface without a title (a notification, a Messages bubble)
/// marks its first line, which stands for the rest; every assumed button is marked on its own
/// row. What is assumed is the string's ``WordingSource``,
/// the one `agetui prompts` lists.
public enum WordingMark {
  /// The mark: AgeTUI's words where the store documents none.
  public static let symbol = "≈"

  /// `text` as a screen shows it: after the mark and a space when `marked`.
  public static func shown(_ text: String, marked: Bool) -> String {
    marked ? "\(symbol) \(text)" : text
  }

  /// `wording` as a screen shows it, marked when its words are assumed and `marks` are shown.
  public static func shown(_ wording: Wording, marks: Bool) -> String {
    shown(wording.text, marked: marks && wording.isAssumed)
  }

  /// The strings of `content` a screen marks: its title (or, without one, its first line) when
  /// assumed, and each assumed button.
  public static func marked(in content: SurfaceContent) -> [Wording] {
    let heading = content.title ?? content.lines.first
    return ((heading.map { [$0] } ?? []) + content.buttons).filter(\.isAssumed)
  }
}
