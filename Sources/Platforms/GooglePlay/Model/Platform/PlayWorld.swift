import FlowEngine

/// Google Play's world, a value: the child's account, the app and its flow on each device, the
/// developer's Play Console declarations and the child's status for each, Family Link's requests,
/// install IDs and the revocation list, and a trace and ledger of its own. It hosts the app's flow
/// machine for `GooglePlayPlatform`, as Apple's simulation does for Apple.
public struct PlayWorld: DeviceFlows, Hashable, Sendable {
  /// A significant change's ID (the developer's, in Play Console).
  public typealias ChangeID = FlowEngine.ChangeID

  /// The simulated day.
  public var today: SimDate
  /// The child's account.
  public var child: PlayChild
  /// The app.
  public var app: PlayApp
  /// The app's flow per device it is installed on.
  public var flows: [DeviceID: AppFlowState]
  /// Play's sharing prompt over the app, per child device.
  public var prompts: [DeviceID: PlaySheet]
  /// The changes the app stored as handled, per device (in its own storage [I]: Play has no
  /// counterpart of iCloud's key-value store).
  public var handled: [DeviceID: Set<ChangeID>]
  /// The developer's declarations, in declaration order.
  public var changes: [PlayDeclaredChange]
  /// The child's status for each change in effect (only a supervised child has one).
  public var statuses: [ChangeID: PlaySignificantChangeStatus]
  /// Family Link's requests, oldest first; at most one is pending.
  public var requests: [PlayParentRequest]
  /// Play's install ID per device (AgeTUI's example values: Play's are opaque).
  public var installIDs: [DeviceID: String]
  /// Revoked approvals, oldest first (the CSV lists those of the last 90 days).
  public var revocations: [PlayRevocation]
  /// An error every call throws while set.
  public var fault: AgeSignalsError?
  /// Where in Google's 2–8 week window Play refreshes after a birthday [I].
  public var refreshWeeks: Int
  /// Everything that happened.
  public var trace: AppendLog<PlayTraceEntry> = []
  /// What the app learned, in the flow machine's terms (the trace holds Google's own fields).
  public var ledger: AppendLog<LedgerEntry<PlayLearnedFact>> = []
  /// Play's rules for the regions: built-in rules plus any a scenario adds.
  public var regionRules = PlayRegionRule.builtIn
  /// The places (the kernel's region table: built-in rows plus any a scenario adds), which
  /// name the regions Play's rules are keyed by.
  public var regions = RegionTable.builtIn
  /// Whether Play follows a law from the statute's date where Google gives no firm one (the
  /// scenario's `assumptions.store-dates`, reference §9.1) [I].
  public var storeDates = StoreDateReading.statute

  /// The install ID of the app on the child's second device (an example value).
  public static let secondInstallID = "2d9b6e41-8a3f-4c07-b5e2-91c4a7d0f3e8"

  /// Play's install ID for the app on `device` (AgeTUI's example values: the child's phone's,
  /// or the second device's).
  public static func installID(on device: DeviceID) -> String {
    device == .childPhone ? AgeSignalsQuery.exampleInstallID : secondInstallID
  }

  /// A world on `today` with the app installed, not running, on `devices`; nothing declared.
  public init(
    today: SimDate, child: PlayChild, app: PlayApp, devices: [DeviceID] = [.childPhone],
    refreshWeeks: Int = AgeSignalsQuery.standardRefreshWeeks
  ) {
    self.today = today
    self.child = child
    self.app = app
    self.flows = Dictionary(uniqueKeysWithValues: devices.map { ($0, AppFlowState()) })
    self.prompts = [:]
    self.handled = [:]
    self.changes = []
    self.statuses = [:]
    self.requests = []
    self.installIDs = Dictionary(uniqueKeysWithValues: devices.map { ($0, Self.installID(on: $0)) })
    self.revocations = []
    self.fault = nil
    self.refreshWeeks = refreshWeeks
  }

  // MARK: - FlowHost

  /// The app's configuration and the standard assumptions.
  public var flowContext: FlowContext {
    FlowContext(app: app.config, assumptions: .standard)
  }

  /// Records what the flow machine reports, as the app's own entry; a step change keeps its
  /// steps as the entry's detail.
  public mutating func record(_ note: FlowNote, on device: DeviceID) {
    let detail = note.steps.map { PlayTraceDetail.flowStep(from: $0.from, to: $0.to) }
    self.note(.app, .app, .flow, note.summary, device: device, detail: detail)
  }

  // MARK: - Play's side

  /// Appends one entry to the trace.
  public mutating func note(
    _ from: PlayActor, _ to: PlayActor, _ kind: TraceKind, _ summary: String, device: DeviceID?,
    detail: PlayTraceDetail?
  ) {
    trace.append(
      PlayTraceEntry(
        sequence: trace.count + 1, date: today, from: from, to: to, kind: kind, device: device,
        summary: summary, detail: detail))
  }

  /// Records what the app learned, with the trace entry that told it.
  public mutating func learn(_ fact: PlayLearnedFact, on device: DeviceID) {
    ledger.append(LedgerEntry(sequence: trace.count, date: today, device: device, fact: fact))
  }

  /// The child's status over every change in effect, as `checkAgeSignals` reports it: pending
  /// while any is, else declined while any is, else approved; nil with none in effect.
  public var changeStatus: PlaySignificantChangeStatus? {
    let current = changes.filter { $0.isInEffect(on: today) }.compactMap { statuses[$0.id] }
    if current.contains(.pending) { return .pending }
    if current.contains(.declined) { return .declined }
    return current.isEmpty ? nil : .approved
  }

  /// The revocations Play Console still lists today: those of the last 90 days, oldest first.
  public var listedRevocations: [PlayRevocation] {
    revocations.filter { $0.isListed(on: today) }
  }

  /// The effective date of the latest approved change (`significantChangeApprovalDate`).
  public var approvalDate: SimDate? {
    changes.filter { statuses[$0.id] == .approved }.map(\.effectiveDate).max()
  }

  /// Play's rule where the child is, today.
  public var regionRule: PlayRegionRule {
    PlayRegionRule.rule(
      for: child.region, on: today, in: regionRules, accountCreated: child.accountCreated,
      storeDates: storeDates)
  }

  /// The app-store law in force where the child is that binds only accounts newer than the
  /// child's (Texas's, for an account created before 2026-05-29), if one does.
  public var lawSkippingThisAccount: PlayNewAccountsLaw? {
    PlayNewAccountsLaw(
      for: child.region, on: today, in: regionRules, accountCreated: child.accountCreated,
      storeDates: storeDates
    ).flatMap { $0.binds ? nil : $0 }
  }

  /// The regions Play's Settings row and region picker step through: those Play's rules give a
  /// period, in the rules' order, then `PlayRegionRule.exampleWithoutLaw`; each with its
  /// place's name.
  public var regionChoices: [(code: RegionCode, name: String)] {
    let ruled = regionRules.rows.filter { !$0.rule.isEmpty }.map(\.code)
    let example = PlayRegionRule.exampleWithoutLaw
    let codes = ruled.contains { $0.matches(example) } ? ruled : ruled + [example]
    return codes.map { code in (code, regions.region(code: code)?.name ?? code.rawValue) }
  }

  /// The pending request in Family Link, if any.
  public var pendingRequest: PlayParentRequest? {
    requests.last { $0.state == .pending }
  }

  /// What `AgeSignalsService` answers from: the account's facts as of today.
  public func query(on device: DeviceID, sharesOnPrompt: Bool) -> AgeSignalsQuery {
    let account = PlayAccount(
      birthdate: child.birthdate, isSupervised: child.isSupervised,
      verification: child.verification, sharingMode: child.sharingMode,
      sharesOnPrompt: sharesOnPrompt, changeStatus: changeStatus, approvalDate: approvalDate)
    return AgeSignalsQuery(
      account: account, region: child.region, regionRules: regionRules,
      accountCreated: child.accountCreated, today: today,
      sdk: app.sdk, ranges: app.ranges, fault: fault, refreshWeeks: refreshWeeks,
      installID: installIDs[device] ?? AgeSignalsQuery.exampleInstallID, storeDates: storeDates)
  }

  /// The changes the app on `device` still has to deal with: in effect and not handled there.
  public func pendingChanges(on device: DeviceID) -> [SignificantChange] {
    changes.filter { $0.isInEffect(on: today) && !(handled[device]?.contains($0.id) ?? false) }
      .map {
        SignificantChange(
          id: $0.id, introducedIn: app.config.currentVersion, description: $0.description)
      }
  }

  /// Whether the parent revoked the approval of the install on `device`.
  public func isRevoked(on device: DeviceID) -> Bool {
    revocations.contains { $0.device == device }
  }

  /// Play's side after every action: for a supervised child, once a change takes effect with no
  /// status yet, Play sends the parent one new request covering it and every change still
  /// pending or declined (reference §8.3 [V]: cumulative); the request it replaces is
  /// superseded. Play asks only while the app is installed on one of the child's devices [I];
  /// a change in effect before the install comes with it (`install`).
  public mutating func playAsksParent() {
    guard child.isSupervised, !flows.isEmpty else { return }
    let inEffect = changes.filter { $0.isInEffect(on: today) }
    guard inEffect.contains(where: { statuses[$0.id] == nil }) else { return }
    let covered = inEffect.filter { statuses[$0.id] != .approved }
    let request = PlayParentRequest(
      id: ApprovalID(requests.count + 1), changeIDs: covered.map(\.id), sentOn: today)
    for index in requests.indices where requests[index].state == .pending {
      requests[index].state = .superseded(by: request.id)
    }
    requests.append(request)
    for change in covered {
      statuses[change.id] = .pending
    }
    note(
      .play, .parent, .notification,
      "Family Link asks the parent to approve changes to \(app.config.name): "
        + covered.map(\.description).joined(separator: " "),
      device: .parentPhone, detail: .familyLinkRequest(request))
  }
}
