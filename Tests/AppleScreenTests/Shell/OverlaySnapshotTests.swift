import AgeScreen
import ScreenTestSupport
import Testing

/// Whole-screen snapshots of what opens over the panes: the help overlay, the scenario picker
/// and the walkthrough's narration banner, at 120×40, 80×24 and 40×12.
@Suite struct OverlaySnapshotTests {
  // MARK: - `?`: every key with its scope

  @Test func helpAt120x40() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 120, height: 40)),
      snapshot: "helpAt120x40")
  }

  @Test func helpAt80x24() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 80, height: 24)), snapshot: "helpAt80x24")
  }

  @Test func helpAt40x12() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 40, height: 12)), snapshot: "helpAt40x12")
  }

  // MARK: - `s`: the built-in scenarios, the current one selected

  @Test func pickerAt120x40() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 120, height: 40)),
      snapshot: "pickerAt120x40")
  }

  @Test func pickerAt80x24() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 80, height: 24)),
      snapshot: "pickerAt80x24")
  }

  @Test func pickerAt40x12() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 40, height: 12)),
      snapshot: "pickerAt40x12")
  }

  // MARK: - `n`: the first script step and its narration

  @Test func walkthroughAt120x40() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 120, height: 40)),
      snapshot: "walkthroughAt120x40")
  }

  @Test func walkthroughAt80x24() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 80, height: 24)),
      snapshot: "walkthroughAt80x24")
  }

  @Test func walkthroughAt40x12() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 40, height: 12)),
      snapshot: "walkthroughAt40x12")
  }
}
