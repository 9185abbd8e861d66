import AgeScreen
import Apple
import CustomDump
import FlowEngine
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// A pane a platform brings in the Settings slot: a line counting the trace, and two
/// buttons, one that advances the clock and one that only says so.
private struct ClockPane: ShellPane {
  func itemCount(in shell: AppleShell) -> Int { 2 }

  func body(of shell: AppleShell, width: Int) -> PaneBody {
    PaneBody(
      text: [Line("Today is \(shell.simulation.world.today).")],
      items: [Line("› Next day"), Line("› Stay")], list: shell.lists.settings, badge: "clock")
  }

  func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<AppleAction> {
    index == 0 ? .perform(.advanceClock(.days(1)), keepsSelection: true) : .explain("Staying.")
  }
}

/// A pane is a component: the shell draws, sizes, focuses and journals a platform's own pane in
/// a slot the same way as Apple's, and performs what choosing in it returns.
@Suite struct ShellPaneTests {
  static let size = Size(width: 120, height: 40)

  static func shell() throws -> AppleShell {
    var panes = PerPane<any ShellPane<AppleShell>>.apple
    panes.settings = ClockPane()
    let document = try #require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))
    return try AppleShell(document: document, panes: panes)
  }

  @Test func aPlatformsPaneIsDrawnInItsSlot() throws {
    let shell = try Self.shell()
    expectNoDifference(shell.lists.settings, ScrollList(count: 2))
    let lines = shell.render(size: Self.size).lines
    expectNoDifference(
      lines[24...28].map { String($0.prefix(60)) },
      [
        "┌ Settings · clock ────────────────────────────────────────┐",
        "│ Today is 2026-09-14.                                     │",
        "│                                                          │",
        "│ ▸ › Next day                                             │",
        "│   › Stay                                                 │",
      ])
  }

  @Test func choosingInItPerformsWhatItReturns() throws {
    var shell = try Self.shell()
    _ = shell.start()
    _ = shell.update(.focus(.settings), size: Self.size)
    let commands = shell.update(.choose, size: Self.size)
    expectNoDifference(shell.simulation.world.today.description, "2026-09-15")
    expectNoDifference(shell.lists.settings, ScrollList(count: 2, selection: 0))
    expectNoDifference(commands.savedRecords.first, .perform(.advanceClock(.days(1))))
    _ = shell.update(.move(1), size: Self.size)
    _ = shell.update(.choose, size: Self.size)
    expectNoDifference(shell.notice, Notice(.info, "Staying."))
    expectNoDifference(shell.simulation.world.today.description, "2026-09-15")
  }

  @Test func restoringKeepsThePanes() throws {
    var shell = try Self.shell()
    let opening = shell.start().savedRecords
    expectNoDifference(shell.restore(opening + [.perform(.advanceClock(.days(1)))]), nil)
    #expect(
      shell.render(size: Self.size).lines[25].hasPrefix(
        "│ Today is 2026-09-15.                                     │"))
  }

  /// How each of Apple's panes keeps its list when the session changes: Settings (the default)
  /// keeps the selection, the Child pane's buttons restart, the Timeline follows its newest
  /// entry when the story moves on or it was already there.
  @Test(
    arguments: [
      (0, ScrollList(count: 5, selection: 2), 7, false, ScrollList(count: 7, selection: 2)),
      (0, ScrollList(count: 5, selection: 4), 3, true, ScrollList(count: 3, selection: 2)),
      (1, ScrollList(count: 2, selection: 1), 2, false, ScrollList(count: 2, selection: 1)),
      (1, ScrollList(count: 2, selection: 1), 3, false, ScrollList(count: 3)),
      (1, ScrollList(count: 2, selection: 1), 2, true, ScrollList(count: 2)),
      (2, ScrollList(count: 9, selection: 3), 12, false, ScrollList(count: 12, selection: 3)),
      (
        2, ScrollList(count: 9, selection: 8), 12, false,
        ScrollList(count: 12, selection: 11, offset: 9)
      ),
      (
        2, ScrollList(count: 9, selection: 3), 12, true,
        ScrollList(count: 12, selection: 11, offset: 9)
      ),
    ])
  func listsRefreshAsTheirPaneSays(
    pane: Int, list: ScrollList, count: Int, following: Bool, expected: ScrollList
  ) throws {
    let apple = PerPane<any ShellPane<AppleShell>>.apple
    let panes: [any ShellPane<AppleShell>] = [apple.settings, apple.child, apple.timeline]
    let shell = try Self.shell()
    expectNoDifference(
      panes[pane].refresh(list, count: count, following: following, rows: 3, in: shell), expected)
  }
}
