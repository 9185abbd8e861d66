import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

/// The significant-change flow, event by event: every branch with its whole next state and
/// its whole effect list (`FlowTester`).
@Suite("SignificantChangeFlow transitions")
struct FlowMachineTests {
  private typealias Fixtures = SimulationFixtures

  private static let teen = AgeRange(lowerBound: 13, upperBound: 15)
  private static let adult = AgeRange(lowerBound: 18, upperBound: nil)
  private static let minor = ApprovalSubject.minor(teen)
  private static let consent: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent,
  ]
  private static let notice: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
  ]
  private static let description = "This update adds video calling with people in your contacts."

  private static func shared(
    _ range: AgeRange, _ declaration: AgeRangeDeclaration
  ) -> AgeSignal {
    AgeRangeResult.response(
      .sharing(SharedAgeRange(range: range, declaration: declaration, activeParentalControls: []))
    )
    .signal
  }

  /// Launch to the regulatory check and the gate-18 request with `features` required.
  private static func started(features: [RegulatoryFeature], context: FlowContext) throws
    -> FlowTester
  {
    let change = try Fixtures.videoCalling()
    var flow = FlowTester(context: context)
    flow.send(
      .launched(pendingChanges: [change], consentRevoked: false), effects: [.checkRegulation]
    ) {
      $0.step = .checkingRegulation
      $0.pendingChanges = [change]
    }
    flow.send(
      .regulationChecked(RegulationSignals(isEligible: true, requiredFeatures: features)),
      effects: [.requestAgeSignal(gates: [18])]
    ) {
      $0.step = .requestingAgeSignal(retrying: nil)
      $0.requiredFeatures = features
    }
    return flow
  }

  @Test("a minor needing consent: ask, send, approve, then the app's own gates")
  func minorApproved() throws {
    var flow = try Self.started(features: Self.consent, context: try Fixtures.context())
    flow.send(.ageSignalReceived(Self.shared(Self.teen, .guardianDeclared))) {
      $0.step = .needsParentalApproval(Self.minor)
    }
    flow.send(
      .approvalRequested, effects: [.requestApproval(changes: [try Fixtures.videoCalling()])])
    flow.send(.approvalAbandoned)
    flow.send(.approvalSent(1)) {
      $0.step = .waitingForParent(Self.minor, approvalID: 1)
    }
    flow.send(.approvalRequested)
    flow.send(
      .approvalAnswered(.approved),
      effects: [.markHandled(["video-calling"]), .requestAgeSignal(gates: [13, 16])]
    ) { $0.step = .checkingFeature(after: .minor) }
    flow.send(.featureAgeSignalReceived(Self.shared(Self.teen, .guardianDeclared))) {
      $0.step = .running(featureEnabled: false, after: .minor)
    }
    flow.send(.approvalAnswered(.declined))
  }

  @Test("a minor whose parent declines stays blocked and cannot ask again")
  func minorDeclined() throws {
    var flow = try Self.started(features: Self.consent, context: try Fixtures.context())
    flow.send(.ageSignalReceived(Self.shared(Self.teen, .guardianDeclared))) {
      $0.step = .needsParentalApproval(Self.minor)
    }
    flow.send(.approvalSent(4)) {
      $0.step = .waitingForParent(Self.minor, approvalID: 4)
    }
    flow.send(.approvalAnswered(.declined)) { $0.step = .blocked(.parentDeclined(Self.minor)) }
    flow.send(.approvalRequested)
    flow.send(.accountVerified)
    flow.send(.approvalAnswered(.approved))
    flow.send(.approvalAnswered(.approvedBeforeSending))
  }

  @Test("a minor where no consent is required: changes handled without asking")
  func minorWithoutConsent() throws {
    let features: [RegulatoryFeature] = [.declaredAgeRangeRequired]
    var flow = try Self.started(features: features, context: try Fixtures.context())
    flow.send(
      .ageSignalReceived(Self.shared(Self.teen, .guardianDeclared)),
      effects: [.markHandled(["video-calling"]), .requestAgeSignal(gates: [13, 16])]
    ) {
      $0.step = .checkingFeature(after: .minor)
    }
  }

  @Test("a question that expires blocks; the child may ask again")
  func questionExpires() throws {
    var flow = try Self.started(features: Self.consent, context: try Fixtures.context())
    flow.send(.ageSignalReceived(Self.shared(Self.teen, .guardianDeclared))) {
      $0.step = .needsParentalApproval(Self.minor)
    }
    flow.send(.approvalSent(1)) {
      $0.step = .waitingForParent(Self.minor, approvalID: 1)
    }
    flow.send(.approvalLapsed) { $0.step = .blocked(.approvalLapsed(Self.minor)) }
    flow.send(.approvalAnswered(.approved))
    flow.send(
      .approvalRequested, effects: [.requestApproval(changes: [try Fixtures.videoCalling()])])
    flow.send(.approvalSent(2)) { $0.step = .waitingForParent(Self.minor, approvalID: 2) }
  }

  @Test("a verified adult with notification required acknowledges")
  func verifiedAdultAcknowledges() throws {
    var flow = try Self.started(features: Self.notice, context: try Fixtures.context())
    flow.send(
      .ageSignalReceived(Self.shared(Self.adult, .confirmed)),
      effects: [.showAcknowledgment(description: Self.description)]
    ) {
      $0.step = .acknowledging(Self.adult)
    }
    flow.send(.approvalRequested)
    flow.send(
      .updateAcknowledged,
      effects: [.markHandled(["video-calling"]), .requestAgeSignal(gates: [13, 16])]
    ) { $0.step = .checkingFeature(after: .verifiedAdult) }
    flow.send(.featureAgeSignalReceived(Self.shared(Self.adult, .confirmed))) {
      $0.step = .running(featureEnabled: true, after: .verifiedAdult)
    }
  }

  @Test("a verified adult without notification required is not asked")
  func verifiedAdultWithoutNotice() throws {
    var flow = try Self.started(features: Self.consent, context: try Fixtures.context())
    flow.send(
      .ageSignalReceived(Self.shared(Self.adult, .governmentIDChecked)),
      effects: [.markHandled(["video-calling"]), .requestAgeSignal(gates: [13, 16])]
    ) {
      $0.step = .checkingFeature(after: .verifiedAdult)
    }
  }

  @Test("an unverified adult is blocked until verified, then the flow resumes")
  func unverifiedAdultVerifies() throws {
    var flow = try Self.started(features: Self.notice, context: try Fixtures.context())
    flow.send(.ageSignalReceived(Self.shared(Self.adult, .selfDeclared))) {
      $0.step = .blocked(.unverifiedAdult)
    }
    flow.send(.approvalRequested)
    flow.send(.accountVerified, effects: [.requestAgeSignal(gates: [18])]) {
      $0.step = .requestingAgeSignal(retrying: .unverifiedAdult)
    }
    expectNoDifference(flow.state.branch, .unverifiedAdult)
    flow.send(
      .ageSignalReceived(Self.shared(Self.adult, .confirmed)),
      effects: [.showAcknowledgment(description: Self.description)]
    ) {
      $0.step = .acknowledging(Self.adult)
    }
    expectNoDifference(flow.state.branch, .verifiedAdult)
  }

  @Test("declined sharing under the block assumption blocks until the person shares")
  func declinedBlocks() throws {
    var flow = try Self.started(
      features: Self.consent, context: try Fixtures.context(declinedSharing: .block))
    flow.send(.ageSignalReceived(.declined)) {
      $0.step = .blocked(.sharingDeclined)
    }
    flow.send(.approvalRequested)
    flow.send(.accountVerified, effects: [.requestAgeSignal(gates: [18])]) {
      $0.step = .requestingAgeSignal(retrying: .declined)
    }
  }

  @Test("declined sharing under treat-as-minor asks a parent where consent is required")
  func declinedTreatedAsMinor() throws {
    var flow = try Self.started(
      features: Self.consent, context: try Fixtures.context(declinedSharing: .treatAsMinor))
    flow.send(.ageSignalReceived(.declined)) {
      $0.step = .needsParentalApproval(.ageNotShared)
    }
    expectNoDifference(flow.state.branch, .declined)
    flow.send(
      .approvalRequested, effects: [.requestApproval(changes: [try Fixtures.videoCalling()])])
  }

  @Test("declined sharing under treat-as-minor blocks where no consent is required")
  func declinedTreatedAsMinorWithoutConsent() throws {
    var flow = try Self.started(
      features: Self.notice, context: try Fixtures.context(declinedSharing: .treatAsMinor))
    flow.send(.ageSignalReceived(.declined)) {
      $0.step = .blocked(.sharingDeclined)
    }
    expectNoDifference(flow.state.branch, .declined)
  }

  @Test("an error from requestAgeRange blocks with its name")
  func errorBlocks() throws {
    var flow = try Self.started(features: Self.consent, context: try Fixtures.context())
    flow.send(
      .ageSignalReceived(
        AgeRangeResult.error(.invalidAccount("no Apple Account is signed in")).signal)
    ) {
      $0.step = .blocked(.ageSignalUnavailable("invalidAccount"))
    }
    flow.send(.accountVerified)
    flow.send(.closed) { $0 = AppFlowState() }
  }

  /// Reference §3: "If neither is present, the flow is skipped": the sample marks changes
  /// handled only in its minor and verified-adult branches, so a skipped change stays pending.
  /// 26.0 has no signal at all; there AgeTUI's labelled assumption (docs/assumptions.md §3)
  /// handles the change without asking.
  @Test(
    "§3: no regulatory feature skips the flow; the change stays pending except on 26.0",
    arguments: [
      (
        RegulationSignals(isEligible: nil, requiredFeatures: nil),
        FlowEffect.markHandled(["video-calling"])
      ),
      (
        RegulationSignals(isEligible: false, requiredFeatures: nil),
        .leavePending(["video-calling"])
      ),
      (
        RegulationSignals(isEligible: false, requiredFeatures: []), .leavePending(["video-calling"])
      ),
      (RegulationSignals(isEligible: true, requiredFeatures: []), .leavePending(["video-calling"])),
    ])
  func notRequired(signals: RegulationSignals, first: FlowEffect) throws {
    let change = try Fixtures.videoCalling()
    var flow = FlowTester(context: try Fixtures.context())
    flow.send(
      .launched(pendingChanges: [change], consentRevoked: false), effects: [.checkRegulation]
    ) {
      $0.step = .checkingRegulation
      $0.pendingChanges = [change]
    }
    flow.send(
      .regulationChecked(signals), effects: [first, .requestAgeSignal(gates: [13, 16])]
    ) {
      $0.step = .checkingFeature(after: .notRequired)
    }
  }

  @Test("on 26.2-26.3 eligibility alone means parental consent")
  func eligibilityOnly() throws {
    let change = try Fixtures.videoCalling()
    var flow = FlowTester(context: try Fixtures.context())
    flow.send(
      .launched(pendingChanges: [change], consentRevoked: false), effects: [.checkRegulation]
    ) {
      $0.step = .checkingRegulation
      $0.pendingChanges = [change]
    }
    flow.send(
      .regulationChecked(RegulationSignals(isEligible: true, requiredFeatures: nil)),
      effects: [.requestAgeSignal(gates: [18])]
    ) {
      $0.step = .requestingAgeSignal(retrying: nil)
      $0.requiredFeatures = [.significantAppChangeRequiresParentalConsent]
    }
  }

  /// Launches with nothing pending, straight to the app's own gates, and answers them with a
  /// decline: the app runs with its feature off.
  private static func runningWithNothingPending() throws -> FlowTester {
    var flow = FlowTester(context: try Fixtures.context())
    flow.send(
      .launched(pendingChanges: [], consentRevoked: false),
      effects: [.requestAgeSignal(gates: [13, 16])]
    ) {
      $0.step = .checkingFeature(after: .nothingPending)
    }
    flow.send(.featureAgeSignalReceived(.declined)) {
      $0.step = .running(featureEnabled: false, after: .nothingPending)
    }
    return flow
  }

  @Test("nothing pending goes straight to the app's own gates")
  func nothingPending() throws {
    let flow = try Self.runningWithNothingPending()
    expectNoDifference(flow.state.step, .running(featureEnabled: false, after: .nothingPending))
  }

  @Test("a running app decides its feature again from each answer for its gates, and only that")
  func runningAppDecidesAgain() throws {
    var flow = try Self.runningWithNothingPending()
    flow.send(.featureAgeSignalReceived(Self.shared(Self.adult, .confirmed))) {
      $0.step = .running(featureEnabled: true, after: .nothingPending)
    }
    flow.send(.ageSignalReceived(Self.shared(Self.teen, .guardianDeclared)))
    flow.send(.approvalAnswered(.approved))
    flow.send(.featureAgeSignalReceived(.unavailable("INTERNAL_TRANSIENT_ERROR"))) {
      $0.step = .running(featureEnabled: false, after: .nothingPending)
    }
  }

  @Test("revoked consent blocks at launch; asking again goes to the parent")
  func revokedAtLaunch() throws {
    var flow = FlowTester(context: try Fixtures.context())
    flow.send(.launched(pendingChanges: [], consentRevoked: true)) {
      $0.step = .blocked(.consentRevoked)
    }
    flow.send(
      .approvalRequested, effects: [.requestApproval(changes: [try Fixtures.videoCalling()])])
    flow.send(.approvalSent(3)) { $0.step = .waitingForParent(.consentRevoked, approvalID: 3) }
    flow.send(.approvalAnswered(.approved), effects: [.requestAgeSignal(gates: [13, 16])]) {
      $0.step = .checkingFeature(after: nil)
    }
    expectNoDifference(flow.state.branch, nil)
  }

  @Test("events that reach a closed app change nothing")
  func closedAppIgnoresEvents() throws {
    var flow = FlowTester(context: try Fixtures.context())
    flow.send(.approvalRequested)
    flow.send(.approvalAnswered(.approved))
    flow.send(.approvalLapsed)
    flow.send(.updateAcknowledged)
    flow.send(.ageSignalReceived(.declined))
  }
}
