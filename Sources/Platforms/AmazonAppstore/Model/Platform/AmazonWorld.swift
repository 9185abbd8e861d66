import FlowEngine

/// Amazon Appstore's world, a value: the child's profile, the app and its flow on each Fire
/// tablet, the changes reported in the Developer Console, Amazon's consent requests to the
/// parent, the revocations behind the daily report, and a trace and ledger of its own. It hosts
/// the app's flow machine for `AmazonPlatform`, as `PlayWorld` does for Google Play.
public struct AmazonWorld: DeviceFlows, Hashable, Sendable {
  /// The simulated day.
  public var today: SimDate
  /// The user's profile.
  public var child: AmazonChild
  /// The app.
  public var app: AmazonApp
  /// The app's flow per device it is installed on.
  public var flows: [DeviceID: AppFlowState]
  /// The changes the app stored as handled, per device (in its own storage [I]).
  public var handled: [DeviceID: Set<ChangeID>]
  /// The reported changes, oldest first.
  public var changes: [AmazonReportedChange]
  /// Amazon's requests to the parent, oldest first; at most one is pending.
  public var requests: [AmazonConsentRequest]
  /// How many reported changes the parent's latest consent covers; nil when none was given.
  public var consentedThrough: Int?
  /// The time of the parent's latest consent (`mostRecentApprovalDate`).
  public var lastApproval: AmazonApprovalTimestamp?
  /// Whether the parent has revoked consent since the latest one.
  public var isRevoked: Bool
  /// Every revocation, oldest first (the report lists those of the last 90 days).
  public var revocations: [AmazonRevocation]
  /// A status every call returns while set.
  public var fault: AmazonResponseStatus?
  /// The option of Amazon's sample `TestContentProvider` the app queries while set, in place
  /// of Amazon's provider: every query then returns the option's canned row (amazon.md §4).
  public var testOption: AmazonTestOption? = nil
  /// The switches.
  public var assumptions: AmazonAssumptions
  /// Amazon's rules for the regions under the switches, plus any a scenario adds.
  public var regionRules: RegionRules<AmazonRegionRule>
  /// Everything that happened.
  public var trace: AppendLog<AmazonTraceEntry> = []
  /// What the app learned, in the flow machine's terms (the trace holds Amazon's own rows).
  public var ledger: AppendLog<LedgerEntry<AmazonLearnedFact>> = []

  /// A world on `today` with the app installed, not running, on `devices`; nothing reported.
  /// `consentedOn` is the day a parent consented to the download (a supervised profile only);
  /// nil for none.
  public init(
    today: SimDate, child: AmazonChild, app: AmazonApp, consentedOn: SimDate? = nil,
    devices: [DeviceID] = [.childPhone], assumptions: AmazonAssumptions = .standard
  ) {
    self.today = today
    self.child = child
    self.app = app
    self.flows = Dictionary(uniqueKeysWithValues: devices.map { ($0, AppFlowState()) })
    self.handled = [:]
    self.changes = []
    self.requests = []
    self.consentedThrough = nil
    self.lastApproval = nil
    self.isRevoked = false
    self.revocations = []
    self.fault = nil
    self.assumptions = assumptions
    self.regionRules = AmazonRegionRule.builtIn(assumptions)
    if let consentedOn, child.isSupervised {
      requests = [
        AmazonConsentRequest(id: 1, changeIDs: [], sentOn: consentedOn, state: .granted)
      ]
      consentedThrough = 0
      lastApproval = AmazonApprovalTimestamp(day: consentedOn)
    }
  }

  // MARK: - FlowHost

  /// The app's configuration and the standard assumptions.
  public var flowContext: FlowContext {
    FlowContext(app: app.config, assumptions: .standard)
  }

  /// Records what the flow machine reports, as the app's own entry.
  public mutating func record(_ note: FlowNote, on device: DeviceID) {
    let detail = note.steps.map { AmazonTraceDetail.flowStep(from: $0.from, to: $0.to) }
    self.note(.app, .app, .flow, note.summary, device: device, detail: detail)
  }

  // MARK: - Amazon's side

  /// Appends one entry to the trace.
  public mutating func note(
    _ from: AmazonActor, _ to: AmazonActor, _ kind: TraceKind, _ summary: String,
    device: DeviceID?, detail: AmazonTraceDetail?
  ) {
    trace.append(
      AmazonTraceEntry(
        sequence: trace.count + 1, date: today, from: from, to: to, kind: kind, device: device,
        summary: summary, detail: detail))
  }

  /// Records what the app learned, with the trace entry that told it.
  public mutating func learn(_ fact: AmazonLearnedFact, on device: DeviceID) {
    ledger.append(LedgerEntry(sequence: trace.count, date: today, device: device, fact: fact))
  }

  /// The pending consent request, if any.
  public var pendingRequest: AmazonConsentRequest? {
    requests.last { $0.state == .pending }
  }

  /// Where the parent's consent to the current version stands: revoked, else pending while
  /// Amazon asks, else granted when the latest consent covers every reported change (or a
  /// change needs none, by the switch), else none.
  public var consent: AmazonConsent {
    if isRevoked { return .revoked }
    if pendingRequest != nil { return .pending }
    guard let covered = consentedThrough else { return .none }
    switch assumptions.changeConsent {
    case .renewed: return covered >= changes.count ? .granted : .none
    case .unchanged: return .granted
    }
  }

  /// Where the user is, for Amazon, today.
  public var phase: AmazonLawPhase {
    regionRules.rule(for: child.region).phase(on: today)
  }

  /// What `GetUserAgeData` answers from, today.
  public var query: AmazonQuery {
    AmazonQuery(
      account: AmazonAccount(
        birthdate: child.birthdate, isSupervised: child.isSupervised,
        isVerified: child.isVerified, consent: consent, userId: child.userId,
        lastApproval: lastApproval),
      region: child.region, today: today, regionRules: regionRules, fault: fault,
      assumptions: assumptions)
  }

  /// The Parental Consent Revocation Report as downloaded today.
  public var revocationReport: AmazonRevocationReport {
    AmazonRevocationReport(revocations, on: today)
  }

  /// The changes the app on `device` still has to deal with: reported and not handled there.
  public func pendingChanges(on device: DeviceID) -> [SignificantChange] {
    changes.filter { !(handled[device]?.contains($0.id) ?? false) }.map {
      SignificantChange(
        id: $0.id, introducedIn: app.config.currentVersion, description: $0.description)
    }
  }
}
