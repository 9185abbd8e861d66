import AgeScreen
import ScreenTestSupport
import Testing

/// Whole-screen snapshots of the flow's other branches, each reached from the built-in scenario
/// that shows it, at 120×40, 80×24 and 40×12.
@Suite struct BranchSnapshotTests {
  // MARK: - wwdc-olivia-14: the Ask First age-range prompt over the app

  @Test func askFirstPromptAt120x40() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 120, height: 40)),
      snapshot: "askFirstPromptAt120x40")
  }

  @Test func askFirstPromptAt80x24() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 80, height: 24)),
      snapshot: "askFirstPromptAt80x24")
  }

  @Test func askFirstPromptAt40x12() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 40, height: 12)),
      snapshot: "askFirstPromptAt40x12")
  }

  // MARK: - utah-adult-acknowledges: the verified adult's acknowledgment sheet

  @Test func acknowledgmentAt120x40() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 120, height: 40)),
      snapshot: "acknowledgmentAt120x40")
  }

  @Test func acknowledgmentAt80x24() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 80, height: 24)),
      snapshot: "acknowledgmentAt80x24")
  }

  @Test func acknowledgmentAt40x12() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 40, height: 12)),
      snapshot: "acknowledgmentAt40x12")
  }

  // MARK: - unverified-adult-verifies: blocked until she verifies

  @Test func unverifiedAdultAt120x40() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 120, height: 40)),
      snapshot: "unverifiedAdultAt120x40")
  }

  @Test func unverifiedAdultAt80x24() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 80, height: 24)),
      snapshot: "unverifiedAdultAt80x24")
  }

  @Test func unverifiedAdultAt40x12() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 40, height: 12)),
      snapshot: "unverifiedAdultAt40x12")
  }

  // MARK: - declined-share: Don't Share, so the update is blocked

  @Test func declinedSharingAt120x40() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 120, height: 40)),
      snapshot: "declinedSharingAt120x40")
  }

  @Test func declinedSharingAt80x24() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 80, height: 24)),
      snapshot: "declinedSharingAt80x24")
  }

  @Test func declinedSharingAt40x12() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 40, height: 12)),
      snapshot: "declinedSharingAt40x12")
  }

  // MARK: - parent-never-answers: the question expired unanswered

  @Test func questionExpiredAt120x40() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 120, height: 40)),
      snapshot: "questionExpiredAt120x40")
  }

  @Test func questionExpiredAt80x24() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 80, height: 24)),
      snapshot: "questionExpiredAt80x24")
  }

  @Test func questionExpiredAt40x12() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 40, height: 12)),
      snapshot: "questionExpiredAt40x12")
  }

  // MARK: - revoked-consent: blocked at the launch after the revocation

  @Test func consentRevokedAt120x40() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 120, height: 40)),
      snapshot: "consentRevokedAt120x40")
  }

  @Test func consentRevokedAt80x24() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 80, height: 24)),
      snapshot: "consentRevokedAt80x24")
  }

  @Test func consentRevokedAt40x12() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 40, height: 12)),
      snapshot: "consentRevokedAt40x12")
  }
}
