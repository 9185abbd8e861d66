import AgeScreen
import ScreenTestSupport
import Testing

/// Whole-screen snapshots of the default scenario, texas-teen, walked to both outcomes with the
/// keys a presenter presses, at the three layouts: three columns (120×40), two rows of two
/// (80×24) and one pane under a tab bar at the minimum size (40×12).
@Suite struct FlowSnapshotTests {
  // MARK: - Landmarks closed, before anything happened

  @Test func startAt120x40() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 120, height: 40)),
      snapshot: "startAt120x40")
  }

  @Test func startAt80x24() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 80, height: 24)),
      snapshot: "startAt80x24")
  }

  @Test func startAt40x12() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 40, height: 12)),
      snapshot: "startAt40x12")
  }

  // MARK: - Enter on “Open Landmarks”: Texas shares the range and the update needs a parent

  @Test func askToContinueAt120x40() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 120, height: 40)),
      snapshot: "askToContinueAt120x40")
  }

  @Test func askToContinueAt80x24() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 80, height: 24)),
      snapshot: "askToContinueAt80x24")
  }

  @Test func askToContinueAt40x12() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 40, height: 12)),
      snapshot: "askToContinueAt40x12")
  }

  // MARK: - Enter on “Ask Parent”: the Messages compose sheet

  @Test func composeAt120x40() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 120, height: 40)),
      snapshot: "composeAt120x40")
  }

  @Test func composeAt80x24() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 80, height: 24)),
      snapshot: "composeAt80x24")
  }

  @Test func composeAt40x12() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 40, height: 12)),
      snapshot: "composeAt40x12")
  }

  // MARK: - Enter on “Send”: the child waits, the parent's pane shows the question

  @Test func waitingForParentAt120x40() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 120, height: 40)),
      snapshot: "waitingForParentAt120x40")
  }

  @Test func waitingForParentAt80x24() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 80, height: 24)),
      snapshot: "waitingForParentAt80x24")
  }

  @Test func waitingForParentAt40x12() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 40, height: 12)),
      snapshot: "waitingForParentAt40x12")
  }

  // MARK: - Enter on “#1 Approve”: Landmarks runs

  @Test func approvedAt120x40() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 120, height: 40)),
      snapshot: "approvedAt120x40")
  }

  @Test func approvedAt80x24() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 80, height: 24)),
      snapshot: "approvedAt80x24")
  }

  @Test func approvedAt40x12() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 40, height: 12)),
      snapshot: "approvedAt40x12")
  }

  // MARK: - ↓ Enter on “#1 Decline”: Landmarks blocks

  @Test func declinedByParentAt120x40() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 120, height: 40)),
      snapshot: "declinedByParentAt120x40")
  }

  @Test func declinedByParentAt80x24() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 80, height: 24)),
      snapshot: "declinedByParentAt80x24")
  }

  @Test func declinedByParentAt40x12() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 40, height: 12)),
      snapshot: "declinedByParentAt40x12")
  }
}
