import FlowEngine

/// Amazon Appstore as a `StorePlatform`: `GetUserAgeData` answers the app's age questions
/// (`GetUserAgeData.answer`, its rules kept there), the developer reports significant changes in
/// the Developer Console, Amazon seeks the parent's renewed consent [I], and the app queries
/// again to learn it (amazon.md §6, §11). `AmazonWorld` is its host.
///
/// How the flow machine's effects land on Amazon (docs/assumptions.md, "Amazon Appstore"): the
/// regulatory check is no call on Amazon [I]; the age signal is one `GetUserAgeData` query; a
/// parental approval is Amazon's consent request, which the app does not send but reads, so the
/// platform feeds the latest request as sent and `SUPERVISED` as its approval. A refusal reads
/// like pending [V], so the app never learns a decline.
public enum AmazonPlatform: StorePlatform {
  /// Amazon's world.
  public typealias Host = AmazonWorld
  /// The parent's consent request (invented for illustration, amazon.md §10).
  public typealias Sheet = AmazonSheet
  /// What people and the clock do on Amazon.
  public typealias Action = AmazonAction

  /// `amazon-appstore`.
  public static let name = "amazon-appstore"

  /// Amazon has no regulatory-check call [I]: the app asks for consent to significant changes
  /// where a law Amazon answers live binds, and skips it elsewhere.
  public static func checkRegulation(on device: DeviceID, in host: inout AmazonWorld) {
    let phase = host.phase
    let features: [RegulatoryFeature]
    let why: String
    switch phase {
    case .live(let name):
      features = [.significantAppChangeRequiresParentalConsent]
      why = "\(name) binds: significant changes need the parent's renewed consent"
    case .paused(let name, _):
      features = []
      why = "\(name) is paused: Amazon returns no live responses"
    case .beforeLiveResponses:
      features = []
      why = "Amazon returns no live responses before \(AmazonRegionRule.liveResponsesStart)"
    case .notApplicable:
      features = []
      why = "no law Amazon answers in \(host.child.region) today"
    }
    host.note(
      .appstore, .app, .response, "no regulatory-check call on Amazon; \(why) [I]",
      device: device, detail: .regulation(features, phase: phase))
    host.learn(.obligations(features), on: device)
    FlowDriver.feed(
      .regulationChecked(
        RegulationSignals(isEligible: !features.isEmpty, requiredFeatures: features)),
      to: device, in: &host, on: self)
  }

  /// One `GetUserAgeData` query; the gates are the app's own, Amazon answers in its fixed
  /// bands. No prompt, no access step (amazon.md §1 [V]).
  public static func requestAgeSignal(
    gates: [Int], on device: DeviceID, in host: inout AmazonWorld
  ) {
    let row = query(on: device, in: &host)
    let purpose = RequestPurpose(at: host.flows[device]?.step)
    FlowDriver.feed(.ageSignal(flowSignal(row), for: purpose), to: device, in: &host, on: self)
    if case .needsParentalApproval? = host.flows[device]?.step {
      // Amazon seeks the consent itself [I]; the app moves straight to reading it.
      FlowDriver.feed(.approvalRequested, to: device, in: &host, on: self)
    }
  }

  /// The app does not ask on Amazon: Amazon's latest consent request is the approval. It is
  /// answered at once when the row already reads `SUPERVISED`.
  public static func startParentalApproval(
    for changes: [SignificantChange], on device: DeviceID, in host: inout AmazonWorld
  ) {
    guard host.child.isSupervised, let request = host.requests.last else {
      host.note(
        .appstore, .app, .response, "no consent request: only a supervised profile has a parent",
        device: device, detail: nil)
      return
    }
    FlowDriver.feed(.approvalSent(request.id), to: device, in: &host, on: self)
    readConsent(host.consent, on: device, in: &host)
  }

  /// Amazon shows adults no acknowledgment [I]; the flow never asks on Amazon, and would go on
  /// if it did.
  public static func showAcknowledgment(
    description: String, on device: DeviceID, in host: inout AmazonWorld
  ) {
    host.note(
      .app, .child, .prompt, "the app's own notice: \(description)", device: device, detail: nil)
    FlowDriver.feed(.updateAcknowledged, to: device, in: &host, on: self)
  }

  /// The app stores handled changes on the device itself [I].
  public static func markHandled(
    _ changeIDs: [ChangeID], on device: DeviceID, in host: inout AmazonWorld
  ) {
    host.handled[device, default: []].formUnion(changeIDs)
    host.note(
      .app, .app, .setting, "stored as handled: \(changeIDs.joined(separator: ", "))",
      device: device, detail: .handled(changeIDs))
  }

  /// The pending consent request on the parent's device (invented for illustration); nothing
  /// over the app on a child's.
  public static func sheet(on device: DeviceID, in host: AmazonWorld) -> AmazonSheet? {
    guard device == .parentPhone, let request = host.pendingRequest else { return nil }
    return .parentConsentRequest(request.id)
  }

  // MARK: - Answers

  /// Queries `GetUserAgeData`: traces the call and the row, records what the app learned.
  static func query(on device: DeviceID, in host: inout AmazonWorld) -> AmazonUserAgeData {
    let answer = host.testOption.map(Self.testAnswer) ?? GetUserAgeData.answer(host.query)
    let uri = host.testOption?.uri ?? GetUserAgeData.productionURI
    host.note(.app, .appstore, .request, "query(\(uri))", device: device, detail: nil)
    host.note(
      .appstore, .app, .response, answer.row.summary, device: device,
      detail: .ageData(answer.row, reasons: answer.reasons))
    host.learn(.ageData(answer.row), on: device)
    return answer.row
  }

  /// The canned row of Amazon's sample test provider, which reads no account (amazon.md §4).
  static func testAnswer(_ option: AmazonTestOption) -> AmazonAnswer {
    AmazonAnswer(
      row: option.answer,
      reasons: [
        "Amazon's sample TestContentProvider, testOption=\(option.rawValue): its canned row, "
          + "which reads no account, region or date (amazon.md §4)."
      ])
  }

  /// Feeds the approval once the app reads consent; pending, withheld and revoked all read
  /// `CONSENT_NOT_GRANTED` and leave the flow waiting.
  static func readConsent(_ consent: AmazonConsent, on device: DeviceID, in host: inout AmazonWorld)
  {
    guard case .waitingForParent? = host.flows[device]?.step else { return }
    switch consent {
    case .granted:
      FlowDriver.feed(.approvalAnswered(.approved), to: device, in: &host, on: self)
    case .pending, .revoked, .none:
      break
    }
  }

  /// The flow machine's signal for Amazon's row [I: the mapping, docs/assumptions.md]: a
  /// failure as unavailable under its status; VERIFIED as a checked 18+; SUPERVISED and
  /// CONSENT_NOT_GRANTED as the band, not checked; UNKNOWN and the empty status as no age
  /// shared.
  public static func flowSignal(_ row: AmazonUserAgeData) -> AgeSignal {
    guard row.responseStatus == .success else {
      return .unavailable(row.responseStatus.rawValue)
    }
    let range = AgeRange(lowerBound: row.ageLower, upperBound: row.ageUpper)
    switch row.userStatus {
    case .verified?: return .shared(range, checked: true)
    case .supervised?, .consentNotGranted?: return .shared(range, checked: false)
    case .unknown?, .notApplicable?, nil: return .declined
    }
  }
}
