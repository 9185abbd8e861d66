/// Every store's Timeline: one row per trace entry, drawn alike on every side, and built only
/// around the scroll position so a frame costs the same at entry 100,000 as at entry 10.
public enum TraceTimeline {
  /// Timeline rows built on each side of its scroll position.
  static let window = 300

  /// The entries of a timeline of `count` entries that become rows: only those around `list`'s
  /// scroll position and selection (the window is wider than any terminal is tall).
  public static func rows(around list: ScrollList, count: Int) -> Range<Int> {
    max(
      0, min(list.offset, list.selection) - window)..<min(
        count, max(list.offset, list.selection) + window)
  }

  /// One entry's row: its day and number, its route (`Child → App`), its summary, a refused
  /// action's in the warning style.
  public static func row(
    date: String, sequence: Int, from: String, to: String, summary: String, refused: Bool
  ) -> Line {
    Line([
      Span("\(date) #\(sequence) ", style: .muted),
      Span("\(from) → \(to) ", style: .accent),
      Span(summary, style: refused ? .warning : .plain),
    ])
  }

  /// A Timeline of `count` entries, the rows of those around `list` made by `row`, under the
  /// title `Timeline · N entries`, with `badge` naming the key that leaves it.
  public static func body(
    count: Int, list: ScrollList, badge: String, row: (Int) -> Line
  ) -> PaneBody {
    let window = rows(around: list, count: count)
    return PaneBody(
      items: window.map(row), list: list, badge: badge, title: "Timeline · \(count) entries",
      window: (firstItem: window.lowerBound, itemCount: count))
  }
}
