import Apple
import ApplePresentation
import FlowEngine
import Presentation

/// The Timeline pane: every trace entry of the session, with what the app learned and what
/// the system knows above them.
public struct TimelinePane: ShellPane {
  /// One item per trace entry.
  public func itemCount(in shell: AppleShell) -> Int {
    shell.simulation.trace.count
  }

  /// The newest entry is selected when the story moves on, or when it was already.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: AppleShell
  ) -> ScrollList {
    let wasAtEnd = list.selection >= list.count - 1
    var refreshed = list
    refreshed.resize(count: count)
    if following || wasAtEnd { refreshed.select(count - 1, rows: rows) }
    return refreshed
  }

  /// Entries are read, not chosen.
  public func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<SimulationAction> {
    .nothing
  }

  /// Timeline rows built on each side of its scroll position.
  static let window = 300

  /// The entries of a timeline of `count` entries that become rows: only those around `list`'s
  /// scroll position and selection, so a frame costs the same at entry 100,000 as at entry 10
  /// (the window is wider than any terminal is tall). Another store's Timeline shows the same.
  public static func rows(around list: ScrollList, count: Int) -> Range<Int> {
    max(
      0, min(list.offset, list.selection) - window)..<min(
        count, max(list.offset, list.selection) + window)
  }

  /// What the app learned and the system knows, the selected entry's why, then the entries.
  public func body(of shell: AppleShell, width: Int) -> PaneBody {
    let knowledge = KnowledgeComparison(shell.simulation)
    var text: [Line] = [
      Line([
        Span("App learned: ", style: .title),
        Span(knowledge.appLearned.prefix(3).joined(separator: "; "), style: .success),
        Span(
          knowledge.earlierAnswers.isEmpty
            ? "" : " · earlier: " + knowledge.earlierAnswers.prefix(3).joined(separator: ", "),
          style: .muted),
      ]),
      Line([
        Span("System knows: ", style: .title),
        Span(knowledge.systemKnows.prefix(2).joined(separator: "; "), style: .muted),
      ]),
    ]
    let trace = shell.simulation.trace
    if trace.indices.contains(shell.lists.timeline.selection),
      let why = trace[shell.lists.timeline.selection].detail?.why
    {
      text.append(Line("Why #\(shell.lists.timeline.selection + 1): \(why)", style: .notice))
    }
    let list = shell.lists.timeline
    let window = Self.rows(around: list, count: trace.count)
    let items = trace[window].map { entry in
      Line([
        Span("\(entry.date) #\(entry.sequence) ", style: .muted),
        Span("\(entry.from.title) → \(entry.to.title) ", style: .accent),
        Span(entry.summary, style: entry.kind == .rejected ? .warning : .plain),
      ])
    }
    return PaneBody(
      text: text, items: items, list: list,
      badge: trace.isEmpty ? nil : "\(trace.count) entries",
      window: (firstItem: window.lowerBound, itemCount: trace.count))
  }
}
