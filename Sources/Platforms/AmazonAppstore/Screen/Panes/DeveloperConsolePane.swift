import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation

/// Amazon's fourth slot: the Developer Console (the changes reported, Report a significant
/// change, and the Parental Consent Revocation Report as downloaded today) or, after `t`, the
/// Timeline of Amazon's trace.
public struct DeveloperConsolePane: AmazonButtonsPane {
  /// When the story moves on the buttons start again at the first, and the Timeline shows its
  /// newest entry.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: AmazonSide
  ) -> ScrollList {
    guard following else {
      var resized = list
      resized.resize(count: count)
      return resized
    }
    var refreshed = ScrollList(count: count)
    if shell.showsTimeline { refreshed.select(count - 1, rows: rows) }
    return refreshed
  }

  /// The Developer Console, or the Timeline.
  public func body(of shell: AmazonSide, width: Int) -> PaneBody {
    shell.showsTimeline ? timeline(shell) : console(shell)
  }

  private func console(_ shell: AmazonSide) -> PaneBody {
    let console = shell.console
    var text: [Line] = [
      Line("\(console.title.text) · \(shell.world.app.config.name)", style: .accent)
    ]
    if console.changes.isEmpty {
      text.append(Line("No significant change reported.", style: .muted))
    }
    text += console.changes.map { Line($0) }
    let after =
      [
        Line(console.reportPath.text, style: .title),
        Line("Downloaded \(console.downloadedOn) (UTF-8 CSV, the last 90 days):", style: .muted),
      ]
      + console.reportLines.map { Line("  \($0)") }
    return PaneBody(
      text: text, items: console.choices.map(shell.line(for:)), list: shell.lists.timeline,
      badge: "t timeline", after: after, title: console.title.text,
      scroll: shell.documentScroll.timeline)
  }

  /// Amazon's trace, one entry a row, built only around the scroll position.
  private func timeline(_ shell: AmazonSide) -> PaneBody {
    TraceTimeline.body(
      of: shell.world.trace, list: shell.lists.timeline, badge: "t console", title: \.title)
  }

  /// One row per trace entry on the Timeline, else the developer's buttons.
  public func itemCount(in shell: AmazonSide) -> Int {
    shell.showsTimeline ? shell.world.trace.count : shell.console.choices.count
  }

  /// The developer's buttons, or none on the Timeline (its rows are read, not chosen).
  public func choices(in side: AmazonSide) -> [AmazonChoice?] {
    side.showsTimeline ? [] : side.console.choices
  }
}
