import FlowEngine

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

  /// One entry's row: its day and number, its route (`Child → App`, each actor as `title`
  /// names it), its summary, a refused action's in the warning style.
  public static func row<Actor, Detail>(
    _ entry: StoreTraceEntry<Actor, Detail>, title: (Actor) -> String
  ) -> Line {
    Line([
      Span("\(entry.date) #\(entry.sequence) ", style: .muted),
      Span("\(title(entry.from)) → \(title(entry.to)) ", style: .accent),
      Span(entry.summary, style: entry.kind == .rejected ? .warning : .plain),
    ])
  }

  /// The Timeline of `trace`, the rows of the entries around `list` (each actor as `title`
  /// names it), under the title `Timeline · N entries`, with `badge` naming the key that
  /// leaves it.
  public static func body<Actor, Detail>(
    of trace: AppendLog<StoreTraceEntry<Actor, Detail>>, list: ScrollList, badge: String,
    title: (Actor) -> String
  ) -> PaneBody {
    let window = rows(around: list, count: trace.count)
    return PaneBody(
      items: trace[window].map { row($0, title: title) }, list: list, badge: badge,
      title: "Timeline · \(trace.count) entries",
      window: (firstItem: window.lowerBound, itemCount: trace.count))
  }
}
