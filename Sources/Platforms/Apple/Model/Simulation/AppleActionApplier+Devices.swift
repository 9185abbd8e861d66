import FlowEngine

// MARK: - Actions on the person's and the parent's devices

extension AppleActionApplier {
  mutating func launch(_ id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard simulation.devices[index].flow.step == .notRunning else {
      reject(
        .appAlreadyRunning(app: simulation.world.app.name, on: simulation.devices[index].kind),
        device: id)
      return
    }
    let world = simulation.world
    let device = simulation.devices[index]
    record(
      .person, .app, .lifecycle, "open \(world.app.name) \(device.installedVersion)", device: id,
      detail: .appVersion(device.installedVersion))
    deliverWaitingAnswers(on: id)
    let covered = world.app.changesCoveredByInstall.map(\.id)
      .filter { !simulation.devices[index].handledChanges.contains($0) }
    if !covered.isEmpty {
      // Apple's sample: changes at or before AppTransaction.originalAppVersion are handled
      // automatically, so people who installed after a change shipped are never asked.
      record(
        .app, .app, .flow,
        "installed at \(world.app.originalInstallVersion): \(covered.joined(separator: ", ")) handled automatically",
        device: id)
      markHandled(covered, on: id)
    }
    let handled = simulation.devices[index].handledChanges
    let pending = world.app.pendingChanges(
      installed: simulation.devices[index].installedVersion, handled: handled)
    if simulation.consentRevoked {
      record(.server, .app, .response, "consent was revoked (RESCIND_CONSENT)", device: id)
      learn(.consentRevoked, on: id)
    }
    feed(.launched(pendingChanges: pending, consentRevoked: simulation.consentRevoked), to: id)
  }

  /// Answers the parent gave while the app was not running reach it at its next launch.
  private mutating func deliverWaitingAnswers(on id: DeviceID) {
    let waiting = simulation.undeliveredAnswers
    simulation.undeliveredAnswers = []
    for questionID in waiting {
      guard let question = simulation.askCenter.question(id: questionID),
        let choice = question.chosen
      else { continue }
      record(
        .system, .app, .response,
        "AskCenter.responses: question #\(questionID) \(choice.title) (\(choice.answer.rawValue))",
        device: id)
      learn(
        .parentAnswer(
          questionID: questionID, choiceTitle: choice.title, approved: choice.answer == .approval),
        on: id)
      if case .significantAppUpdate = question.topic, choice.answer == .approval {
        approveChanges(on: id)
      }
    }
  }

  private mutating func approveChanges(on id: DeviceID) {
    simulation.consentRevoked = false
    let world = simulation.world
    guard let device = simulation.device(id) else { return }
    let pending = world.app.pendingChanges(
      installed: device.installedVersion, handled: simulation.keyValueStore)
    markHandled(pending.map(\.id), on: id)
  }

  mutating func close(_ id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard simulation.devices[index].flow.step != .notRunning else {
      reject(.appNotRunning(app: simulation.world.app.name), device: id)
      return
    }
    if let questionID = simulation.devices[index].sheet?.questionID {
      simulation.askCenter.cancel(id: questionID)
    }
    simulation.devices[index].sheet = nil
    record(.person, .app, .lifecycle, "close \(simulation.world.app.name)", device: id)
    feed(.closed, to: id)
  }

  mutating func answerPrompt(on id: DeviceID, with answer: PromptAnswer) {
    guard let index = personDevice(id) else { return }
    guard case .ageRangePrompt(let prompt, let purpose) = simulation.devices[index].sheet else {
      reject(.noAgeRangePrompt, device: id)
      return
    }
    simulation.devices[index].sheet = nil
    let button = answer == .share ? prompt.shareButton : prompt.declineButton
    record(
      .person, .system, .answer, "tap “\(button)”", device: id, detail: .promptAnswer(answer))
    let result = AgeRangeService.answer(prompt, with: answer, in: simulation.ageRangeContext)
    deliver(result, purpose: purpose, on: id)
  }

  mutating func tapAskParent(on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    let device = simulation.devices[index]
    guard let ask = SignificantChangeFlow.parentAsk(on: device.flow.step), device.sheet == nil
    else {
      reject(
        .nothingToAsk(unverifiedAdult: device.flow.step == .blocked(.unverifiedAdult)), device: id)
      return
    }
    record(.person, .app, .answer, "tap “\(ask.buttonTitle)”", device: id)
    // The app's PermissionButton: the flow starts an approval if its step allows one.
    feed(.approvalRequested, to: id)
  }

  mutating func sendQuestion(on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard case .messagesCompose(let questionID) = simulation.devices[index].sheet,
      let question = simulation.askCenter.question(id: questionID)
    else {
      reject(.noComposeSheet, device: id)
      return
    }
    let world = simulation.world
    simulation.devices[index].sheet = nil
    simulation.askCenter.send(
      id: questionID, on: world.today, expiryDays: world.app.questionExpiryDays)
    let text = AppleParentMessageText.messageText(
      for: question.topic, person: world.person.name, app: world.app.name)
    let detail = AppleTraceDetail.questionSent(
      questionID: questionID, topic: question.topic, text: text,
      expiresOn: simulation.askCenter.question(id: questionID)?.expiresOn)
    record(.person, .parent, .message, "Messages: \(text)", device: .parentPhone, detail: detail)
    let notification = AppleParentMessageText.requestNotification(
      person: world.person.name, app: world.app.name)
    simulation.parentNotifications.append(
      AppleDeviceNotification(
        notification, date: simulation.world.today, sequence: simulation.trace.count + 1))
    record(.system, .parent, .notification, notification, device: .parentPhone)
    if question.permissionFlow != nil {
      finishPermissionFlow(.askToApprove(didSend: true), on: id)
    }
    if case .significantAppUpdate = question.topic {
      // Sent from Messages: the question is the approval, and its number the approval's.
      feed(.approvalSent(questionID), to: id)
    }
  }

  mutating func cancelCompose(on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    if cancelPermissionSheet(on: id) { return }
    guard case .messagesCompose(let questionID) = simulation.devices[index].sheet else {
      reject(.noComposeSheet, device: id)
      return
    }
    simulation.devices[index].sheet = nil
    simulation.askCenter.cancel(id: questionID)
    record(.person, .system, .answer, "cancel the Messages compose sheet", device: id)
    if simulation.askCenter.question(id: questionID)?.permissionFlow != nil {
      finishPermissionFlow(.askToApprove(didSend: false), on: id)
    } else {
      feed(.approvalAbandoned, to: id)
    }
  }

  mutating func acknowledge(on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard case .acknowledgment = simulation.devices[index].sheet else {
      reject(.noAcknowledgmentSheet, device: id)
      return
    }
    simulation.devices[index].sheet = nil
    record(.person, .system, .answer, "tap “Continue” on the significant update", device: id)
    record(.system, .app, .response, "showSignificantUpdateAcknowledgment returned", device: id)
    learn(.acknowledged, on: id)
    feed(.updateAcknowledged, to: id)
  }

  mutating func askToCommunicate(on id: DeviceID, handle: String) {
    guard let index = personDevice(id) else { return }
    let canAsk: Bool
    switch simulation.devices[index].flow.step {
    case .running, .blocked: canAsk = simulation.devices[index].sheet == nil
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .needsParentalApproval,
      .waitingForParent, .acknowledging, .checkingFeature:
      canAsk = false
    }
    guard canAsk else {
      reject(.cannotAskToCommunicate, device: id)
      return
    }
    let os = simulation.world.os
    let api = simulation.world.communicationAPI.resolved(on: os)
    guard os >= api.minimumOS else {
      reject(.apiNeedsNewerOS(api), device: id)
      return
    }
    let trimmed = String(
      handle.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !trimmed.isEmpty else {
      reject(.emptyHandle, device: id)
      return
    }
    record(.person, .app, .answer, "ask to communicate with \(trimmed)", device: id)
    composeQuestion(
      .communication(handle: trimmed, displayName: trimmed, actions: ["message", "call"]), on: id,
      api: api)
  }

  mutating func installUpdate(_ version: AppVersion) {
    let installed = simulation.devices.map(\.installedVersion).max() ?? version
    guard version > installed else {
      reject(.versionNotNewer(version, installed: installed))
      return
    }
    if version > simulation.world.app.currentVersion {
      simulation.world.app.currentVersion = version
    }
    for index in simulation.devices.indices {
      let id = simulation.devices[index].id
      if simulation.devices[index].flow.step != .notRunning {
        simulation.devices[index].sheet = nil
        feed(.closed, to: id)
      }
      simulation.devices[index].installedVersion = version
      record(
        .appStore, .app, .lifecycle, "updated to \(version)", device: id,
        detail: .appVersion(version))
    }
  }

  mutating func answerQuestion(
    from device: DeviceID, questionID: ApprovalID, choiceID: AppleChoiceID
  ) {
    guard device == .parentPhone else {
      reject(.notParentDevice, device: device)
      return
    }
    guard let question = simulation.askCenter.question(id: questionID) else {
      reject(.noSuchQuestion(questionID), device: device)
      return
    }
    guard question.state == .pending else {
      reject(.questionClosed(questionID, state: question.state), device: device)
      return
    }
    guard let choice = question.choice(id: choiceID) else {
      reject(
        .noSuchChoice(
          questionID: questionID, choiceID: choiceID, known: question.choices.map(\.id)),
        device: device)
      return
    }
    let world = simulation.world
    _ = simulation.askCenter.answer(id: questionID, choiceID: choiceID, on: world.today)
    record(
      .parent, .system, .answer, "question #\(questionID): tap “\(choice.title)”",
      device: .parentPhone,
      detail: .parentAnswer(questionID: questionID, choiceID: choice.id, answer: choice.answer))
    let listening = simulation.devices.filter {
      if case .waitingForParent(_, let waitingID) = $0.flow.step { return waitingID == questionID }
      if case .running = $0.flow.step { return $0.id == question.from }
      return false
    }
    guard !listening.isEmpty else {
      simulation.undeliveredAnswers.append(questionID)
      record(
        .system, .app, .response,
        "AskCenter.responses: question #\(questionID) waits until \(world.app.name) runs",
        device: question.from)
      return
    }
    for listener in listening {
      record(
        .system, .app, .response,
        "AskCenter.responses: question #\(questionID) \(choice.title) (\(choice.answer.rawValue))",
        device: listener.id,
        detail: .parentAnswer(questionID: questionID, choiceID: choice.id, answer: choice.answer))
      learn(
        .parentAnswer(
          questionID: questionID, choiceTitle: choice.title, approved: choice.answer == .approval),
        on: listener.id)
      if case .significantAppUpdate = question.topic {
        if choice.answer == .approval { simulation.consentRevoked = false }
        // AskCenter.responses(for:) delivers the parent's choice as the approval's answer.
        feed(.approvalAnswered(choice.answer == .approval ? .approved : .declined), to: listener.id)
      }
    }
  }

  mutating func revokeConsent() {
    let world = simulation.world
    guard !simulation.consentRevoked else {
      reject(.consentAlreadyRevoked(app: world.app.name))
      return
    }
    simulation.consentRevoked = true
    record(
      .parent, .appStore, .setting, "Revoke App Consent for \(world.app.bundleID)",
      device: .parentPhone, detail: .consentRevoked(bundleID: world.app.bundleID))
    let notification = ServerNotificationPayload.rescindConsent(
      in: world,
      installedVersion: simulation.device(.childPhone)?.installedVersion
        ?? world.app.currentVersion,
      ordinal: simulation.serverNotifications.count + 1)
    simulation.serverNotifications.append(notification)
    record(
      .appStore, .server, .serverNotification,
      "App Store Server Notification V2: RESCIND_CONSENT",
      detail: .rescindConsentNotification(notification))
    // RESCIND_CONSENT is server-side: nothing reaches the parent's iPhone or the app until
    // it next launches. The sandbox's "Notification Triggered" confirmation is Settings' own.
  }
}
