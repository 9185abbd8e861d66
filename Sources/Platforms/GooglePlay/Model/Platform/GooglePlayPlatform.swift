import FlowEngine

/// Google Play as a `StorePlatform`: Age Signals answers the app's age questions
/// (`AgeSignalsService`, its rules kept there), the developer declares significant changes in
/// Play Console, **Play** asks the parent in Family Link when one takes effect, and the app polls
/// (reference §8.3 [V]). `PlayWorld` is its host.
///
/// How the flow machine's effects land on Play (docs/assumptions.md §6): the regulatory check is
/// no call on Play [I]; the age signal is `requestAgeSignalsAccess` then `checkAgeSignals` (0.0.4)
/// or `checkAgeSignals` alone (0.0.3); a parental approval is Play's request, which the app does
/// not send but reads, so the platform requests the approval for the app, feeds the request as
/// sent (`approvalSent`) and the status the app read back as its answer (`approvalAnswered`).
public enum GooglePlayPlatform: StorePlatform {
  /// Play's world.
  public typealias Host = PlayWorld
  /// Play's prompt and Family Link's request.
  public typealias Sheet = PlaySheet
  /// What people and the clock do on Play.
  public typealias Action = PlayAction

  /// `google-play`.
  public static let name = "google-play"

  /// Play has no counterpart of `requiredRegulatoryFeatures` [I]: the app applies Play's
  /// significant-change approvals where an app-store law binds, the regions where
  /// `checkAgeSignals` reports approval statuses (reference §6.3 [V]), and skips them elsewhere.
  public static func checkRegulation(on device: DeviceID, in host: inout PlayWorld) {
    let rule = host.regionRule
    let features: [RegulatoryFeature]
    let why: String
    switch rule {
    case .appStoreLaw(let name):
      features = [.significantAppChangeRequiresParentalConsent]
      why = "\(name)'s app-store law: significant changes need the parent's approval"
    case .ageBracketLaw(let name):
      features = []
      why = "\(name)'s age-bracket law asks no approval of significant changes: none to read"
    case .declaredOrUnknown, .sharingModes:
      features = []
      why =
        host.lawSkippingThisAccount.map { "\($0.sentence): no approvals to read" }
        ?? "no app-store law in \(host.child.region): no approvals to read"
    }
    host.note(
      .play, .app, .response, "no regulatory-check call on Play; \(why) [I]", device: device,
      detail: .regulation(features, rule: rule))
    host.learn(.obligations(features), on: device)
    FlowDriver.feed(
      .regulationChecked(
        RegulationSignals(isEligible: !features.isEmpty, requiredFeatures: features)),
      to: device, in: &host, on: self)
  }

  /// The app's Age Signals calls; the gates are the app's, Play answers in the ranges set in
  /// Play Console. Where Play's sharing prompt shows, the answer waits for the child.
  public static func requestAgeSignal(gates: [Int], on device: DeviceID, in host: inout PlayWorld) {
    let answer = AgeSignalsService.answer(host.query(on: device, sharesOnPrompt: true))
    let first: AgeSignalsCall = host.app.sdk == .v004 ? .requestAgeSignalsAccess : .checkAgeSignals
    host.note(.app, .play, .request, "\(first.rawValue)()", device: device, detail: nil)
    guard !answer.promptShown else {
      host.prompts[device] = .sharingPrompt(gates: gates)
      host.note(
        .play, .child, .prompt, "Play asks: share your age range with \(host.app.config.name)?",
        device: device, detail: .sharingPrompt(gates: gates))
      return
    }
    deliver(answer, on: device, in: &host)
  }

  /// The app does not ask on Play: Play asked the parent when the change took effect. The app's
  /// "ask" is reading that request: the flow waits on it, and the status the app read with the
  /// age signal answers it at once when the parent already has.
  public static func startParentalApproval(
    for changes: [SignificantChange], on device: DeviceID, in host: inout PlayWorld
  ) {
    guard host.child.isSupervised, let request = host.requests.last else {
      // Only supervised users have an approval status (reference §8.3 [V]): the app keeps the
      // changed features off, with nothing to wait for [I].
      host.note(
        .play, .app, .response, "no Family Link request: only supervised accounts have one",
        device: device, detail: nil)
      return
    }
    // Family Link's request is the approval, already with the parent: sent, under its number.
    FlowDriver.feed(.approvalSent(request.id), to: device, in: &host, on: self)
    readApproval(host.changeStatus, on: device, in: &host)
  }

  /// Play shows adults no acknowledgment [I: the reference names none]; the flow never asks on
  /// Play (the regulatory check names no adult notification), and would go on if it did.
  public static func showAcknowledgment(
    description: String, on device: DeviceID, in host: inout PlayWorld
  ) {
    host.note(
      .app, .child, .prompt, "the app's own notice: \(description)", device: device, detail: nil)
    FlowDriver.feed(.updateAcknowledged, to: device, in: &host, on: self)
  }

  /// The app stores handled changes on the device itself [I].
  public static func markHandled(
    _ changeIDs: [PlayWorld.ChangeID], on device: DeviceID, in host: inout PlayWorld
  ) {
    host.handled[device, default: []].formUnion(changeIDs)
    host.note(
      .app, .app, .setting, "stored as handled: \(changeIDs.joined(separator: ", "))",
      device: device, detail: .handled(changeIDs))
  }

  /// Play's sharing prompt on a child device; Family Link's pending request on the parent's.
  public static func sheet(on device: DeviceID, in host: PlayWorld) -> PlaySheet? {
    guard device == .parentPhone else { return host.prompts[device] }
    return host.pendingRequest.map { .familyLinkRequest(requestID: $0.id) }
  }

  // MARK: - Answers

  /// Traces Play's answer to the app, records what the app learned and feeds the flow.
  static func deliver(_ answer: AgeSignalsAnswer, on device: DeviceID, in host: inout PlayWorld) {
    if let failure = answer.failure {
      host.note(
        .play, .app, .response,
        "\(failure.call.rawValue) threw \(failure.error.rawValue) (\(failure.error.code))",
        device: device, detail: .failure(failure.call, failure.error, reasons: answer.reasons))
    }
    if let access = answer.access {
      host.note(
        .play, .app, .response, "ageSignalsStatus = \(access.rawValue)", device: device,
        detail: .access(
          access, promptShown: answer.promptShown,
          reasons: answer.result == nil ? answer.reasons : []))
    }
    if let signals = answer.result {
      if host.app.sdk == .v004 {
        host.note(.app, .play, .request, "checkAgeSignals()", device: device, detail: nil)
      }
      host.note(
        .play, .app, .response, signals.summary(sdk: host.app.sdk), device: device,
        detail: .signals(signals, sdk: host.app.sdk, reasons: answer.reasons))
    }
    if let failure = answer.failure {
      host.learn(.failure(failure.call, failure.error), on: device)
    } else if let signals = answer.result {
      host.learn(.signals(signals), on: device)
    } else if let access = answer.access {
      host.learn(.access(access), on: device)
    }
    let purpose = RequestPurpose(at: host.flows[device]?.step)
    FlowDriver.feed(.ageSignal(flowSignal(answer), for: purpose), to: device, in: &host, on: self)
    if case .needsParentalApproval? = host.flows[device]?.step {
      // Play asked the parent itself; the app moves straight to reading that request.
      FlowDriver.feed(.approvalRequested, to: device, in: &host, on: self)
    }
  }

  /// Feeds the parent's answer the app read, once there is one; pending leaves the flow waiting.
  static func readApproval(
    _ status: PlaySignificantChangeStatus?, on device: DeviceID, in host: inout PlayWorld
  ) {
    guard case .waitingForParent(_, let id)? = host.flows[device]?.step else { return }
    switch status {
    case .approved?, .declined?:
      let outcome: ApprovalOutcome = status == .approved ? .approved : .declined
      if let status { host.learn(.approval(requestID: id, status: status), on: device) }
      FlowDriver.feed(.approvalAnswered(outcome), to: device, in: &host, on: self)
    case .pending?, nil:
      break
    }
  }

  /// The flow machine's signal for Play's answer [I: the mapping, docs/assumptions.md §6]: a
  /// shared range, checked when the source or status records a check (`TIER_C`, `TIER_D`,
  /// `VERIFIED`); `NOT_SHARED`, `VERIFICATION_REQUIRED`, `UNKNOWN` and 0.0.3's null as no age
  /// shared; a thrown error as unavailable.
  static func flowSignal(_ answer: AgeSignalsAnswer) -> AgeSignal {
    if answer.failure != nil { return .unavailable("notAvailable") }
    guard let result = answer.result, let lower = result.ageLower,
      let checked = isChecked(result)
    else { return .declined }
    return .shared(AgeRange(lowerBound: lower, upperBound: result.ageUpper), checked: checked)
  }

  /// Whether Play's answer records a checked age; nil when it carries no source or status that
  /// says how the age is known.
  private static func isChecked(_ result: AgeSignalsResult) -> Bool? {
    if let source = result.ageRangeSource {
      switch source {
      case .tierA, .tierB: return false
      case .tierC, .tierD: return true
      }
    }
    switch result.userStatus {
    case .verified?: return true
    case .declared?, .supervised?, .supervisedApprovalPending?, .supervisedApprovalDenied?:
      return false
    case .unknown?, nil: return nil
    }
  }
}
