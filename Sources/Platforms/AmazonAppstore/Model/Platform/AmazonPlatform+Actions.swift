import FlowEngine

extension AmazonPlatform {
  /// Applies one action: a refused one leaves the world as it was but for a `rejected` entry.
  public static func apply(_ action: AmazonAction, in host: inout AmazonWorld) {
    if let refusal = refusal(of: action, in: host) {
      host.note(
        actor(of: action), .appstore, .rejected, refusal.text, device: device(of: action),
        detail: .refused(refusal))
      return
    }
    perform(action, in: &host)
  }

  /// Why `action` cannot happen now, or nil.
  public static func refusal(of action: AmazonAction, in host: AmazonWorld) -> AmazonRefusal? {
    switch action {
    case .launch(let device):
      guard let flow = host.flows[device] else { return .noApp(device) }
      if host.isRevoked { return .accessRevoked(device) }
      return flow.step == .notRunning ? nil : .alreadyRunning(device)
    case .close(let device), .queryAgain(let device):
      guard let flow = host.flows[device] else { return .noApp(device) }
      return flow.step == .notRunning ? .notRunning(device) : nil
    case .reportChange(let id, _):
      return host.changes.contains { $0.id == id } ? .duplicateChange(id) : nil
    case .parentConsents(let device):
      if let refusal = parentRefusal(device, in: host) { return refusal }
      return host.consent == .granted ? .alreadyConsented : nil
    case .parentWithholds(let device):
      if let refusal = parentRefusal(device, in: host) { return refusal }
      return host.pendingRequest == nil ? .noPendingRequest : nil
    case .parentRevokes(let device):
      if let refusal = parentRefusal(device, in: host) { return refusal }
      return host.consentedThrough == nil || host.isRevoked ? .nothingToRevoke : nil
    case .advanceClock(let days):
      return days > 0 ? nil : .clockNotForward(days: days)
    case .set:
      return nil
    }
  }

  private static func parentRefusal(_ device: DeviceID, in host: AmazonWorld) -> AmazonRefusal? {
    guard device == .parentPhone else { return .notTheParent(device) }
    return host.child.isSupervised ? nil : .notSupervised
  }

  private static func perform(_ action: AmazonAction, in host: inout AmazonWorld) {
    switch action {
    case .launch(let device):
      host.note(
        .child, .app, .lifecycle, "open \(host.app.config.name)", device: device, detail: nil)
      FlowDriver.feed(
        .launched(pendingChanges: host.pendingChanges(on: device), consentRevoked: false),
        to: device, in: &host, on: self)
    case .close(let device):
      host.note(
        .child, .app, .lifecycle, "close \(host.app.config.name)", device: device, detail: nil)
      FlowDriver.feed(.closed, to: device, in: &host, on: self)
    case .queryAgain(let device):
      let row = query(on: device, in: &host)
      // The app decides its feature from each answer it reads [I: docs/assumptions.md]; the
      // flow takes the answer only where the feature is being decided (running).
      FlowDriver.feed(.featureAgeSignalReceived(flowSignal(row)), to: device, in: &host, on: self)
      readConsent(row.userStatus == .supervised ? .granted : host.consent, on: device, in: &host)
    case .reportChange(let id, let description):
      reportChange(id: id, description: description, in: &host)
    case .parentConsents:
      consent(in: &host)
    case .parentWithholds:
      withhold(in: &host)
    case .parentRevokes:
      revoke(in: &host)
    case .advanceClock(let days):
      let from = host.today
      host.today = from.adding(days: days)
      host.note(
        .clock, .clock, .clock, "\(from) → \(host.today)", device: nil,
        detail: .clock(from: from, to: host.today))
    case .set(let setting):
      change(setting, in: &host)
    }
  }

  /// The developer's report; for a supervised child whose consent stands, Amazon asks the
  /// parent again under the renewed-consent reading (amazon.md §6 [I]).
  private static func reportChange(id: ChangeID, description: String, in host: inout AmazonWorld) {
    let change = AmazonReportedChange(id: id, description: description, reportedOn: host.today)
    host.changes.append(change)
    host.note(
      .developer, .appstore, .setting, "Developer Console: report significant change \(id)",
      device: nil, detail: .changeReported(change))
    guard host.assumptions.changeConsent == .renewed, host.child.isSupervised,
      !host.isRevoked, host.consentedThrough != nil
    else { return }
    let covered = host.changes.dropFirst(host.consentedThrough ?? 0).map(\.id)
    ask(covering: covered, about: description, in: &host)
  }

  private static func ask(
    covering changeIDs: [ChangeID], about description: String, in host: inout AmazonWorld
  ) {
    for index in host.requests.indices where host.requests[index].state == .pending {
      host.requests[index].state = .superseded
    }
    let request = AmazonConsentRequest(
      id: ApprovalID(host.requests.count + 1), changeIDs: changeIDs, sentOn: host.today,
      state: .pending)
    host.requests.append(request)
    host.note(
      .appstore, .parent, .notification,
      "Amazon asks the parent to consent again to \(host.app.config.name): \(description) "
        + "[I: how Amazon asks is not documented]",
      device: .parentPhone, detail: .consentRequest(request))
  }

  private static func consent(in host: inout AmazonWorld) {
    let id: ApprovalID
    if let index = host.requests.lastIndex(where: { $0.state == .pending }) {
      host.requests[index].state = .granted
      id = host.requests[index].id
    } else {
      // The parent consents of their own accord (again after a revocation, or a withholding).
      id = ApprovalID(host.requests.count + 1)
      host.requests.append(
        AmazonConsentRequest(
          id: id, changeIDs: host.changes.map(\.id), sentOn: host.today, state: .granted))
    }
    host.consentedThrough = host.changes.count
    host.lastApproval = AmazonApprovalTimestamp(day: host.today)
    host.isRevoked = false
    host.note(
      .parent, .appstore, .answer, "the parent consents to \(host.app.config.name)",
      device: .parentPhone, detail: .parentAnswer(requestID: id, granted: true))
  }

  private static func withhold(in host: inout AmazonWorld) {
    guard let index = host.requests.lastIndex(where: { $0.state == .pending }) else { return }
    host.requests[index].state = .withheld
    host.note(
      .parent, .appstore, .answer, "the parent withholds consent to \(host.app.config.name)",
      device: .parentPhone,
      detail: .parentAnswer(requestID: host.requests[index].id, granted: false))
  }

  /// The parent revokes: the report will list the profile, and the child can no longer use the
  /// app (amazon.md §7 [V]); AgeTUI closes it where it runs [I].
  private static func revoke(in host: inout AmazonWorld) {
    for index in host.requests.indices where host.requests[index].state == .pending {
      host.requests[index].state = .superseded
    }
    host.isRevoked = true
    let revocation = AmazonRevocation(
      userId: host.child.userId, appASIN: host.app.asin, appName: host.app.config.name,
      revokedOn: host.today)
    host.revocations.append(revocation)
    host.note(
      .parent, .appstore, .answer, "the parent revokes consent to \(host.app.config.name)",
      device: .parentPhone, detail: .revoked(revocation))
    for device in host.flows.keys.sorted(by: { $0.rawValue < $1.rawValue })
    where host.flows[device]?.step != .notRunning {
      host.note(
        .appstore, .app, .lifecycle,
        "Amazon stops \(host.app.config.name): consent revoked [I: how is not documented]",
        device: device, detail: nil)
      FlowDriver.feed(.closed, to: device, in: &host, on: self)
    }
  }

  private static func change(_ setting: AmazonSetting, in host: inout AmazonWorld) {
    switch setting {
    case .region(let code): host.child.region = code
    case .supervised(let on): host.child.isSupervised = on
    case .verified(let on): host.child.isVerified = on
    case .fault(let status): host.fault = status
    case .testOption(let option): host.testOption = option
    }
    host.note(
      .developer, .appstore, .setting, setting.summary, device: nil, detail: .setting(setting))
    if case .verified(true) = setting {
      // A verified age resumes an app blocked for the lack of one, as on the other stores.
      for device in host.flows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
        FlowDriver.feed(.accountVerified, to: device, in: &host, on: self)
      }
    }
  }

  private static func actor(of action: AmazonAction) -> AmazonActor {
    switch action {
    case .launch, .close: .child
    case .queryAgain: .app
    case .parentConsents(let device), .parentWithholds(let device), .parentRevokes(let device):
      device == .parentPhone ? .parent : .child
    case .reportChange, .set: .developer
    case .advanceClock: .clock
    }
  }

  private static func device(of action: AmazonAction) -> DeviceID? {
    switch action {
    case .launch(let device), .close(let device), .queryAgain(let device),
      .parentConsents(let device), .parentWithholds(let device), .parentRevokes(let device):
      device
    case .reportChange, .advanceClock, .set: nil
    }
  }
}
