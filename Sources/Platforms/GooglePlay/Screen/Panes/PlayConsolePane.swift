import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

/// Google Play's fourth slot: Play Console (the declared changes, the developer's buttons, the
/// app's ranges and the revocation CSV) or, after `t`, the Timeline of Play's trace.
public struct PlayConsolePane: PlayButtonsPane {
  /// When the story moves on the buttons start again at the first, and the Timeline shows its
  /// newest entry.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: PlayShell
  ) -> ScrollList {
    var refreshed = PlayShell.startingOver(list, count: count, following: following)
    if following, shell.showsTimeline { refreshed.select(count - 1, rows: rows) }
    return refreshed
  }

  /// Play Console, or the Timeline.
  public func body(of shell: PlayShell, width: Int) -> PaneBody {
    shell.showsTimeline ? timeline(shell) : console(shell)
  }

  private func console(_ shell: PlayShell) -> PaneBody {
    let console = shell.console
    var text: [Line] = [Line(console.title, style: .accent)]
    if console.changes.isEmpty {
      text.append(Line("No significant change declared.", style: .muted))
    }
    for row in console.changes {
      text.append(Line("\(row.line): \(row.change.description)"))
      if let refusal = row.cancelRefusal, row.state == .scheduled {
        text.append(Line("  cannot cancel: \(refusal)", style: .warning))
      }
    }
    let after =
      [
        Line("Age ranges: \(console.ranges)", style: .muted),
        Line("Revocations (CSV):", style: .title),
      ]
      + console.revocationCSV.map { Line("  \($0)", style: .muted) }
    return PaneBody(
      text: text, items: console.choices.map(PlayShell.line(for:)), list: shell.lists.timeline,
      badge: "t timeline", after: after, title: "Play Console",
      scroll: shell.documentScroll.timeline)
  }

  /// Play's trace, one entry a row, built only around the scroll position as Apple's Timeline.
  private func timeline(_ shell: PlayShell) -> PaneBody {
    TraceTimeline.body(
      of: shell.world.trace, list: shell.lists.timeline, badge: "t console", title: \.title)
  }

  /// One row per trace entry on the Timeline, else the developer's buttons.
  public func itemCount(in shell: PlayShell) -> Int {
    shell.showsTimeline ? shell.world.trace.count : shell.console.choices.count
  }

  /// The developer's buttons, or none on the Timeline (its rows are read, not chosen).
  public func choices(in shell: PlayShell) -> [PlayChoice?] {
    shell.showsTimeline ? [] : shell.console.choices
  }
}
