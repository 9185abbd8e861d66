import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// The flow's approval events on every step: each row that moves the flow names the exact next
/// step and effects; every other pair of step and approval event changes nothing and asks for
/// nothing.
@Suite("Approval events on every step")
struct ApprovalEventTests {
  private typealias Fixtures = SimulationFixtures

  private static let teen = AgeRange(lowerBound: 13, upperBound: 15)
  private static let minor = ApprovalSubject.minor(teen)

  /// What a row asks of the flow, in terms of the fixture's one pending change.
  enum Work: Sendable {
    /// Nothing.
    case none
    /// Ask a parent about the pending change.
    case requestApproval
    /// Mark the pending change handled, then ask for the app's own gates.
    case handleThenCheckFeature
  }

  /// Every step an approval event can meet, one of each shape and subject.
  static let steps: [FlowStep] = [
    .notRunning, .checkingRegulation, .requestingAgeSignal(retrying: nil),
    .requestingAgeSignal(retrying: .unverifiedAdult), .needsParentalApproval(minor),
    .needsParentalApproval(.ageNotShared), .waitingForParent(minor, approvalID: 1),
    .waitingForParent(.consentRevoked, approvalID: 1),
    .acknowledging(AgeRange(lowerBound: 18, upperBound: nil)), .blocked(.unverifiedAdult),
    .blocked(.sharingDeclined), .blocked(.parentDeclined(minor)), .blocked(.approvalLapsed(minor)),
    .blocked(.approvalLapsed(.ageNotShared)), .blocked(.consentRevoked),
    .blocked(.ageSignalUnavailable("notAvailable")), .checkingFeature(after: .minor),
    .running(featureEnabled: true, after: .minor),
  ]

  /// Every approval event.
  static let events: [FlowEvent] = [
    .approvalRequested, .approvalSent(2), .approvalAbandoned, .approvalAnswered(.approved),
    .approvalAnswered(.declined), .approvalAnswered(.approvedBeforeSending), .approvalLapsed,
  ]

  /// The pairs that move the flow or ask for work: the step, the event, the next step and the
  /// work asked for.
  static let moves: [(FlowStep, FlowEvent, FlowStep, Work)] = [
    (
      .needsParentalApproval(minor), .approvalRequested, .needsParentalApproval(minor),
      .requestApproval
    ),
    (
      .needsParentalApproval(minor), .approvalSent(2), .waitingForParent(minor, approvalID: 2),
      .none
    ),
    (
      .needsParentalApproval(minor), .approvalAnswered(.approvedBeforeSending),
      .checkingFeature(after: .minor), .handleThenCheckFeature
    ),
    (
      .needsParentalApproval(.ageNotShared), .approvalRequested,
      .needsParentalApproval(.ageNotShared), .requestApproval
    ),
    (
      .needsParentalApproval(.ageNotShared), .approvalSent(2),
      .waitingForParent(.ageNotShared, approvalID: 2), .none
    ),
    (
      .needsParentalApproval(.ageNotShared), .approvalAnswered(.approvedBeforeSending),
      .checkingFeature(after: .declined), .handleThenCheckFeature
    ),
    (
      .waitingForParent(minor, approvalID: 1), .approvalAnswered(.approved),
      .checkingFeature(after: .minor), .handleThenCheckFeature
    ),
    (
      .waitingForParent(minor, approvalID: 1), .approvalAnswered(.declined),
      .blocked(.parentDeclined(minor)), .none
    ),
    (
      .waitingForParent(minor, approvalID: 1), .approvalLapsed, .blocked(.approvalLapsed(minor)),
      .none
    ),
    (
      .waitingForParent(.consentRevoked, approvalID: 1), .approvalAnswered(.approved),
      .checkingFeature(after: nil), .handleThenCheckFeature
    ),
    (
      .waitingForParent(.consentRevoked, approvalID: 1), .approvalAnswered(.declined),
      .blocked(.parentDeclined(.consentRevoked)), .none
    ),
    (
      .waitingForParent(.consentRevoked, approvalID: 1), .approvalLapsed,
      .blocked(.approvalLapsed(.consentRevoked)), .none
    ),
    (
      .blocked(.approvalLapsed(minor)), .approvalRequested, .blocked(.approvalLapsed(minor)),
      .requestApproval
    ),
    (
      .blocked(.approvalLapsed(minor)), .approvalSent(2), .waitingForParent(minor, approvalID: 2),
      .none
    ),
    (
      .blocked(.approvalLapsed(minor)), .approvalAnswered(.approvedBeforeSending),
      .checkingFeature(after: .minor), .handleThenCheckFeature
    ),
    (
      .blocked(.approvalLapsed(.ageNotShared)), .approvalRequested,
      .blocked(.approvalLapsed(.ageNotShared)), .requestApproval
    ),
    (
      .blocked(.approvalLapsed(.ageNotShared)), .approvalSent(2),
      .waitingForParent(.ageNotShared, approvalID: 2), .none
    ),
    (
      .blocked(.approvalLapsed(.ageNotShared)), .approvalAnswered(.approvedBeforeSending),
      .checkingFeature(after: .declined), .handleThenCheckFeature
    ),
    (.blocked(.consentRevoked), .approvalRequested, .blocked(.consentRevoked), .requestApproval),
    (
      .blocked(.consentRevoked), .approvalSent(2),
      .waitingForParent(.consentRevoked, approvalID: 2), .none
    ),
    (
      .blocked(.consentRevoked), .approvalAnswered(.approvedBeforeSending),
      .checkingFeature(after: nil),
      .handleThenCheckFeature
    ),
  ]

  private static func state(_ step: FlowStep) throws -> AppFlowState {
    AppFlowState(
      step: step, requiredFeatures: [.significantAppChangeRequiresParentalConsent],
      pendingChanges: [try Fixtures.videoCalling()])
  }

  private static func effects(_ work: Work) throws -> [FlowEffect] {
    switch work {
    case .none: []
    case .requestApproval: [.requestApproval(changes: [try Fixtures.videoCalling()])]
    case .handleThenCheckFeature:
      [.markHandled(["video-calling"]), .requestAgeSignal(gates: [13, 16])]
    }
  }

  @Test("an approval event that moves the flow gives exactly this step and work", arguments: moves)
  func move(step: FlowStep, event: FlowEvent, next: FlowStep, work: Work) throws {
    let transition = SignificantChangeFlow.transition(
      from: try Self.state(step), on: event, context: try Fixtures.context())
    #expect(transition.state == (try Self.state(next)))
    #expect(transition.effects == (try Self.effects(work)))
  }

  @Test(
    "every other approval event leaves the step as it is and asks for nothing", arguments: steps)
  func stays(step: FlowStep) throws {
    let before = try Self.state(step)
    for event in Self.events where !Self.moves.contains(where: { $0.0 == step && $0.1 == event }) {
      let transition = SignificantChangeFlow.transition(
        from: before, on: event, context: try Fixtures.context())
      expectNoDifference(transition.state, before, "\(event) on \(step)")
      expectNoDifference(transition.effects, [], "\(event) on \(step)")
    }
  }

  @Test("every row of the table starts from a listed step with a listed event")
  func tableCoversListedPairs() {
    #expect(
      Self.moves.allSatisfy { move in Self.steps.contains(move.0) && Self.events.contains(move.1) })
  }

  @Test(
    "a step names its branch, so the two cannot disagree",
    arguments: [
      (FlowStep.notRunning, FlowBranch?.none),
      (.checkingRegulation, nil),
      (.requestingAgeSignal(retrying: nil), nil),
      (.requestingAgeSignal(retrying: .declined), .declined),
      (.needsParentalApproval(minor), .minor),
      (.needsParentalApproval(.ageNotShared), .declined),
      (.waitingForParent(.consentRevoked, approvalID: 3), nil),
      (.acknowledging(AgeRange(lowerBound: 18, upperBound: nil)), .verifiedAdult),
      (.blocked(.unverifiedAdult), .unverifiedAdult),
      (.blocked(.sharingDeclined), .declined),
      (.blocked(.parentDeclined(minor)), .minor),
      (.blocked(.approvalLapsed(.ageNotShared)), .declined),
      (.blocked(.consentRevoked), nil),
      (.blocked(.ageSignalUnavailable("notAvailable")), .error),
      (.checkingFeature(after: .notRequired), .notRequired),
      (.running(featureEnabled: false, after: .nothingPending), .nothingPending),
    ])
  func branch(step: FlowStep, branch: FlowBranch?) {
    expectNoDifference(step.branch, branch)
    expectNoDifference(AppFlowState(step: step).branch, branch)
  }
}
