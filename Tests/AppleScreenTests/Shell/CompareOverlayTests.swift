import AgeScreen
import Analyses
import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

/// The `c` overlay: the scenario replayed once per value of a setting at the current step, one
/// column per value, readable at the presenter sizes.
@Suite struct CompareOverlayTests {
  private static let small = Size(width: 80, height: 24)
  private static let medium = Size(width: 100, height: 30)
  private static let large = Size(width: 120, height: 40)

  /// texas-teen after the first script step, compared by `presses` Tabs' worth of settings.
  private static func texas(tabs: Int = 0) throws -> AppleShell {
    try SimulatorStates.state(
      "texas-teen", [.nextStep, .toggleCompare] + Array(repeating: .cycleCompare, count: tabs))
  }

  // MARK: - Snapshots

  @Test(
    "by sharing mode, region and iOS version at the presenter sizes",
    arguments: [
      (0, 80, 24, "modeAt80x24"), (0, 100, 30, "modeAt100x30"), (0, 120, 40, "modeAt120x40"),
      (1, 80, 24, "regionAt80x24"), (1, 120, 40, "regionAt120x40"),
      (2, 100, 30, "osAt100x30"),
    ])
  func snapshot(tabs: Int, width: Int, height: Int, name: String) throws {
    expectScreen(
      try Self.texas(tabs: tabs).render(size: Size(width: width, height: height)),
      snapshot: name)
  }

  @Test func trainingScenarioByModeAt100x30() throws {
    let shell = try SimulatorStates.state("sharing-modes", [.nextStep, .toggleCompare])
    expectScreen(shell.render(size: Self.medium), snapshot: "trainingByModeAt100x30")
  }

  // MARK: - Behaviour

  @Test func tabCyclesTheSettingAtTheSameStep() throws {
    var shell = try Self.texas()
    var seen: [CompareDimension] = []
    for _ in 0..<4 {
      let comparison = try #require(shell.compareOverlay?.comparison)
      seen.append(comparison.dimension)
      expectNoDifference(comparison.step, 1)
      _ = shell.update(.cycleCompare, size: Self.large)
    }
    expectNoDifference(seen, [.mode, .region, .os, .mode])
  }

  @Test func theColumnsReplayTheScriptWithoutTheLiveSession() throws {
    // Two script steps, then m (Ask First: the script's own third step, so still on the
    // script), then g, Share Age Range Again, which leaves it.
    var shell = try SimulatorStates.state(
      "sharing-modes",
      [.nextStep, .nextStep, .cycleSharingMode, .shareAgeRangeAgain, .toggleCompare])
    #expect(shell.isOffScript)
    let overlay = try #require(shell.compareOverlay)
    let scenario = try #require(ScenarioLibrary.named("sharing-modes"))
    #expect(overlay.comparison == (try Comparison(scenario: scenario, by: .mode, at: 3)))
    expectNoDifference(
      overlay.note, "Live changes since step 3 are not in these columns: each replays the script.")
    _ = shell.update(.closeCompare, size: Self.large)
    expectNoDifference(shell.compareOverlay, nil)
    expectNoDifference(shell.keyContext(size: Self.large).mode, .normal)
  }

  @Test func keysLandInTheOverlayWhileItIsOpen() throws {
    let shell = try Self.texas()
    expectNoDifference(shell.keyContext(size: Self.small).mode, .compare)
    expectNoDifference(shell.action(for: .escape, size: Self.small), .closeCompare)
    expectNoDifference(shell.action(for: .tab, size: Self.small), .cycleCompare)
  }

  @Test(
    "←→ page the columns after the first, clamped to the last page",
    arguments: [(1, [0, 2, 3]), (5, [0, 6, 7]), (20, [0, 11, 12]), (-3, [0, 1, 2])])
  func columns(shifts: Int, shown: [Int]) throws {
    var shell = try Self.texas(tabs: 1)
    for _ in 0..<abs(shifts) {
      _ = shell.update(.shiftCompare(shifts > 0 ? 1 : -1), size: Self.small)
    }
    let overlay = try #require(shell.compareOverlay)
    // 80 columns: a text area 76 wide holds three columns of 24.
    expectNoDifference(overlay.visibleColumns(width: 76), shown)
  }

  @Test func rowsScrollWithinTheComparison() throws {
    var shell = try Self.texas(tabs: 1)
    _ = shell.update(.scrollCompare(-1), size: Self.small)
    expectNoDifference(shell.compareOverlay?.offset, 0)
    _ = shell.update(.pageCompare(100), size: Self.small)
    let offset = try #require(shell.compareOverlay?.offset)
    #expect(offset > 0)
    _ = shell.update(.scrollCompare(1), size: Self.small)
    expectNoDifference(shell.compareOverlay?.offset, offset)
  }
}
