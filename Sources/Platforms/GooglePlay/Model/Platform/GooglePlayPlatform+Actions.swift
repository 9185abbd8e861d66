import FlowEngine

extension GooglePlayPlatform {
  /// Applies one action: refused ones leave the world as it was but for a `rejected` entry;
  /// after every accepted one Play asks the parent about changes that just took effect.
  public static func apply(_ action: PlayAction, in host: inout PlayWorld) {
    if let refusal = refusal(of: action, in: host) {
      host.note(
        actor(of: action), .play, .rejected, refusal.text, device: device(of: action),
        detail: .refused(refusal))
      return
    }
    perform(action, in: &host)
    host.playAsksParent()
  }

  /// Why Play Console would not cancel `change` on `today`, or nil: the rule of
  /// `refusal(of: .cancelChange(…))` for a change already in hand. Play Console asks it of
  /// every row, so finding each change again by its ID made a list of n changes cost n².
  public static func cancellationRefusal(of change: PlayDeclaredChange, on today: SimDate)
    -> PlayRefusal?
  {
    if change.isCancelled { return .alreadyCancelled(change.id) }
    return change.canBeCancelled(on: today)
      ? nil : .insideCancellationWindow(change.id, effective: change.effectiveDate)
  }

  /// Why `action` cannot happen now, or nil.
  public static func refusal(of action: PlayAction, in host: PlayWorld) -> PlayRefusal? {
    switch action {
    case .launch(let device):
      guard let flow = host.flows[device] else { return .noApp(device) }
      return flow.step == .notRunning ? nil : .alreadyRunning(device)
    case .close(let device), .checkAgain(let device):
      guard let flow = host.flows[device] else { return .noApp(device) }
      return flow.step == .notRunning ? .notRunning(device) : nil
    case .answerSharingPrompt(let device, _):
      return host.prompts[device] == nil ? .noSharingPrompt(device) : nil
    case .parentAnswers(let device, _):
      guard device == .parentPhone else { return .notTheParent(device) }
      return host.pendingRequest == nil ? .noPendingRequest : nil
    case .revoke(let device):
      guard device == .parentPhone else { return .notTheParent(device) }
      guard host.child.isSupervised else { return .notSupervised }
      return host.flows.keys.allSatisfy(host.isRevoked(on:)) ? .alreadyRevoked : nil
    case .declareChange(let id, _, let effective):
      if host.changes.contains(where: { $0.id == id }) { return .duplicateChange(id) }
      return effective < host.today ? .effectiveDateInPast(id, effective: effective) : nil
    case .cancelChange(let id):
      guard let change = host.changes.first(where: { $0.id == id }) else {
        return .unknownChange(id)
      }
      return cancellationRefusal(of: change, on: host.today)
    case .setAgeRanges(let minimumAges):
      if case .failure(let error) = PlayAgeRanges.custom(minimumAges) {
        return .invalidAgeRanges(error)
      }
      guard let lastSet = host.app.rangesSetOn, host.today < lastSet.adding(years: 1) else {
        return nil
      }
      return .ageRangesSetWithinYear(lastSet: lastSet)
    case .install(let device):
      guard device != .parentPhone else { return .notAChildDevice(device) }
      return host.flows[device] == nil ? nil : .alreadyInstalled(device)
    case .advanceClock(let days):
      return days > 0 ? nil : .clockNotForward(days: days)
    case .set(.accountCreated(let day?)) where day > host.today:
      return .accountCreatedAfterToday(day, today: host.today)
    case .set:
      return nil
    }
  }

  private static func perform(_ action: PlayAction, in host: inout PlayWorld) {
    switch action {
    case .launch(let device):
      host.note(
        .child, .app, .lifecycle, "open \(host.app.config.name)", device: device, detail: nil)
      FlowDriver.feed(
        .launched(
          pendingChanges: host.pendingChanges(on: device),
          consentRevoked: host.isRevoked(on: device)), to: device, in: &host, on: self)
    case .close(let device):
      host.prompts[device] = nil
      host.note(
        .child, .app, .lifecycle, "close \(host.app.config.name)", device: device, detail: nil)
      FlowDriver.feed(.closed, to: device, in: &host, on: self)
    case .checkAgain(let device):
      host.note(.app, .play, .request, "checkAgeSignals()", device: device, detail: nil)
      // Access was granted on launch; only the result matters here.
      let answer = AgeSignalsService.answer(host.query(on: device, sharesOnPrompt: true))
      reportAgain(answer, on: device, in: &host)
    case .answerSharingPrompt(let device, let share):
      host.prompts[device] = nil
      host.note(
        .child, .play, .answer, share ? "Share" : "Don't share", device: device,
        detail: .promptAnswer(shared: share))
      deliver(
        AgeSignalsService.answer(host.query(on: device, sharesOnPrompt: share)), on: device,
        in: &host)
    case .parentAnswers(_, let approve):
      answerRequest(approve: approve, in: &host)
    case .declareChange(let id, let description, let effective):
      let change = PlayDeclaredChange(
        id: id, description: description, effectiveDate: effective, declaredOn: host.today)
      host.changes.append(change)
      host.note(
        .developer, .play, .setting, "Play Console: declare \(id), effective \(effective)",
        device: nil, detail: .changeDeclared(change))
    case .cancelChange(let id):
      for index in host.changes.indices where host.changes[index].id == id {
        host.changes[index].isCancelled = true
      }
      host.note(
        .developer, .play, .setting, "Play Console: cancel \(id)", device: nil,
        detail: .changeCancelled(id: id))
    case .setAgeRanges(let minimumAges):
      // The refusal above already turned away what `custom` refuses.
      if case .success(let ranges) = PlayAgeRanges.custom(minimumAges) {
        host.app.ranges = ranges
        host.app.rangesSetOn = host.today
        host.note(
          .developer, .play, .setting, "Play Console: age ranges \(ranges.description)",
          device: nil, detail: .ageRanges(ranges))
      }
    case .revoke:
      let revoked = host.flows.keys.sorted { $0.rawValue < $1.rawValue }
        .filter { !host.isRevoked(on: $0) }
        .compactMap { device in
          host.installIDs[device].map {
            PlayRevocation(installID: $0, device: device, revokedOn: host.today)
          }
        }
      host.revocations += revoked
      host.note(
        .parent, .developer, .serverNotification,
        "Family Link: approval revoked; Play Console lists "
          + revoked.map(\.installID).joined(separator: ", "), device: .parentPhone,
        detail: .revoked(revoked))
    case .install(let device):
      install(on: device, in: &host)
    case .advanceClock(let days):
      let from = host.today
      for _ in 0..<days {
        // Day by day, so Play asks the parent on the day a change takes effect.
        host.today = host.today.adding(days: 1)
        host.playAsksParent()
      }
      host.note(
        .clock, .clock, .clock, "\(from) → \(host.today)", device: nil,
        detail: .clock(from: from, to: host.today))
    case .set(let setting):
      change(setting, in: &host)
    }
  }

  /// Installs the app on `device`: its flow starts not running and Play gives the install its
  /// ID. The changes in effect come with the install: the app stores them as handled there
  /// (as Apple's app does with a change older than its install), and for a supervised child
  /// whose parent was never asked about them, the parent's approval of the download counts as
  /// the approval of each [I], so Play's approval date is the latest one's effective date
  /// (reference §6.3 [V]). A change the parent has already answered or is still asked about
  /// keeps its status, and the app still has to deal with it.
  private static func install(on device: DeviceID, in host: inout PlayWorld) {
    host.flows[device] = AppFlowState()
    let installID = PlayWorld.installID(on: device)
    host.installIDs[device] = installID
    let covered = host.changes.filter {
      $0.isInEffect(on: host.today)
        && (host.statuses[$0.id] == nil || host.statuses[$0.id] == .approved)
    }
    let comes =
      covered.isEmpty
      ? "" : "; it comes with " + covered.map(\.id.rawValue).joined(separator: ", ")
    host.note(
      .child, .play, .lifecycle,
      "install \(host.app.config.name) from Play; installId \(installID)\(comes)",
      device: device, detail: nil)
    guard !covered.isEmpty else { return }
    if host.child.isSupervised {
      for change in covered { host.statuses[change.id] = .approved }
    }
    markHandled(covered.map(\.id), on: device, in: &host)
  }

  /// The parent's answer to the pending request: every change in it approved or declined.
  private static func answerRequest(approve: Bool, in host: inout PlayWorld) {
    guard let index = host.requests.lastIndex(where: { $0.state == .pending }) else { return }
    host.requests[index].state = approve ? .approved : .declined
    let request = host.requests[index]
    for id in request.changeIDs {
      host.statuses[id] = approve ? .approved : .declined
    }
    host.note(
      .parent, .play, .answer, "Family Link: " + PlayParentRequest.answerButton(approve: approve),
      device: .parentPhone,
      detail: .parentAnswer(requestID: request.id, approved: approve, changeIDs: request.changeIDs))
  }

  /// The answer to the app's poll: traced, then fed to a flow that waits on the parent.
  private static func reportAgain(
    _ answer: AgeSignalsAnswer, on device: DeviceID, in host: inout PlayWorld
  ) {
    let sdk = host.app.sdk
    guard let result = answer.result else {
      host.note(
        .play, .app, .response, "checkAgeSignals() gave no result", device: device,
        detail: answer.failure.map { .failure($0.call, $0.error, reasons: answer.reasons) })
      return
    }
    host.note(
      .play, .app, .response, result.summary(sdk: sdk), device: device,
      detail: .signals(result, sdk: sdk, reasons: answer.reasons))
    readApproval(status(read: result), on: device, in: &host)
  }

  /// The approval status the app reads: 0.0.4's field, or 0.0.3's `userStatus`.
  private static func status(read result: AgeSignalsResult) -> PlaySignificantChangeStatus? {
    if let status = result.significantChangeStatus { return status }
    switch result.userStatus {
    case .supervisedApprovalPending?: return .pending
    case .supervisedApprovalDenied?: return .declined
    case .supervised?: return .approved
    case .verified?, .declared?, .unknown?, nil: return nil
    }
  }

  private static func change(_ setting: PlaySetting, in host: inout PlayWorld) {
    switch setting {
    case .verification(let verification): host.child.verification = verification
    case .supervised(let supervised): host.child.isSupervised = supervised
    case .region(let code): host.child.region = code
    case .accountCreated(let day): host.child.accountCreated = day
    case .sharingMode(let mode): host.child.sharingMode = mode
    case .sdk(let sdk): host.app.sdk = sdk
    case .fault(let error): host.fault = error
    case .storeDates(let reading): host.storeDates = reading
    }
    host.note(
      setting.actor, .play, .setting, setting.summary,
      device: setting.actor == .parent ? .parentPhone : nil, detail: .setting(setting))
    if case .verification(let verification) = setting, verification != .none {
      // A checked age resumes an app blocked for the lack of one, as Settings does on Apple.
      for device in host.flows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
        FlowDriver.feed(.accountVerified, to: device, in: &host, on: self)
      }
    }
  }

  private static func actor(of action: PlayAction) -> PlayActor {
    switch action {
    case .launch, .close, .answerSharingPrompt, .install: .child
    case .checkAgain: .app
    case .parentAnswers(let device, _), .revoke(let device):
      device == .parentPhone ? .parent : .child
    case .declareChange, .cancelChange, .setAgeRanges: .developer
    case .advanceClock: .clock
    case .set(let setting): setting.actor
    }
  }

  private static func device(of action: PlayAction) -> DeviceID? {
    switch action {
    case .launch(let device), .close(let device), .checkAgain(let device),
      .answerSharingPrompt(let device, _), .parentAnswers(let device, _), .revoke(let device),
      .install(let device):
      device
    case .declareChange, .cancelChange, .setAgeRanges, .advanceClock, .set: nil
    }
  }
}
