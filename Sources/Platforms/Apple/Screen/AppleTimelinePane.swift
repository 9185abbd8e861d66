import AgeScreen
import Apple
import ApplePresentation
import FlowEngine
import Presentation

/// The Timeline pane: every trace entry of the session, with what the app learned and what
/// the system knows above them.
public struct AppleTimelinePane: ShellPane {
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
  public func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<AppleAction> {
    .nothing
  }

  /// What the app learned and the system knows, the selected entry's why, then the entries.
  public func body(of shell: AppleShell, width: Int) -> PaneBody {
    let knowledge = AppleKnowledgeComparison(shell.simulation)
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
    let window = TraceTimeline.rows(around: list, count: trace.count)
    let items = trace[window].map { TraceTimeline.row($0, title: \.title) }
    return PaneBody(
      text: text, items: items, list: list,
      badge: trace.isEmpty ? nil : "\(trace.count) entries",
      window: (firstItem: window.lowerBound, itemCount: trace.count))
  }
}
