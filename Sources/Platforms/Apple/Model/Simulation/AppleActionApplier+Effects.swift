import FlowEngine

// MARK: - Performing the app's effects (Apple's side of `StorePlatform`)

extension AppleActionApplier {
  mutating func checkRegulation(on id: DeviceID) {
    let world = simulation.world
    let isMac = simulation.device(id)?.kind == .mac
    var eligible = AgeRangeService.isEligibleForAgeFeatures(
      rule: world.regionRule, os: world.os, on: world.today, isMac: isMac)
    if let forced = world.eligibility, eligible != nil, !isMac {
      // world.eligibility: the scenario decides what Apple's undocumented judgement of
      // "location and account settings" gives (§1.9 [U]).
      eligible = forced
    }
    let features = AgeRangeService.requiredRegulatoryFeatures(
      rule: world.regionRule, os: world.os, on: world.today)
    ask(
      "isEligibleForAgeFeatures", since: "26.2", on: id,
      answer: eligible.map { ("\($0)", .eligibility($0), .eligibility($0)) })
    if eligible != nil {
      ask(
        "requiredRegulatoryFeatures", since: "26.4", on: id,
        answer: features.map {
          (
            "[\($0.map(\.rawValue).joined(separator: ", "))]", .regulatoryFeatures($0),
            .regulatoryFeatures($0)
          )
        })
    }
    feed(
      .regulationChecked(RegulationSignals(isEligible: eligible, requiredFeatures: features)),
      to: id)
  }

  /// One regulatory call: the request, then its answer (traced and learned) or, on an OS
  /// older than `since`, that the call does not exist.
  private mutating func ask(
    _ call: String, since: String, on id: DeviceID,
    answer: (text: String, detail: AppleTraceDetail, fact: AppleLearnedFact)?
  ) {
    record(.app, .system, .request, call, device: id)
    guard let answer else {
      record(
        .system, .app, .response,
        "\(call) does not exist on \(simulation.world.os.rawValue) (\(since)+)", device: id)
      return
    }
    record(.system, .app, .response, "\(call) = \(answer.text)", device: id, detail: answer.detail)
    learn(answer.fact, on: id)
  }

  mutating func requestAgeRange(gates: [Int], on id: DeviceID) {
    let purpose = RequestPurpose(at: simulation.step(on: id))
    let world = simulation.world
    let request = AgeRangeRequest(
      bundleID: world.app.bundleID, appName: world.app.name, gates: gates)
    record(
      .app, .system, .request, "requestAgeRange(ageGates: \(AppleTraceDetail.list(gates)))",
      device: id, detail: .ageRangeRequest(gates: gates, purpose: purpose))
    switch AgeRangeService.handle(request, in: simulation.ageRangeContext) {
    case .answered(let answer):
      deliver(answer, purpose: purpose, on: id)
    case .prompting(let prompt):
      guard let index = index(of: id) else { return }
      simulation.devices[index].sheet = .ageRangePrompt(prompt, purpose: purpose)
      record(
        .system, .person, .prompt, "\(prompt.title) \(prompt.message)", device: id,
        detail: .ageRangePrompt(
          title: prompt.title, message: prompt.message, shareButton: prompt.shareButton,
          declineButton: prompt.declineButton))
    }
  }

  /// Hands an age-range answer to the app: cache, notification, trace, ledger, then the flow.
  mutating func deliver(_ answer: AgeRangeAnswer, purpose: RequestPurpose, on id: DeviceID) {
    if let update = answer.cacheUpdate, !answer.fromCache {
      simulation.cache.store(update)
      record(
        .system, .iCloud, .sync,
        "cached for \(update.bundleID) (gates \(AppleTraceDetail.list(update.requestedGates))) until \(update.validUntil); synced to the person's devices",
        device: id,
        detail: .ageRangeCached(validUntil: update.validUntil, declaredOn: update.declaredOn))
    }
    if let notification = answer.notification, let index = index(of: id) {
      simulation.devices[index].notifications.append(
        AppleDeviceNotification(
          notification.text, date: simulation.world.today, sequence: simulation.trace.count + 1,
          share: notification))
      record(.system, .person, .notification, notification.text, device: id)
    }
    let detail = AppleTraceDetail.ageRangeAnswer(
      answer.result, reasons: answer.reasons, promptShown: answer.promptShown,
      fromCache: answer.fromCache)
    switch answer.result {
    case .response(.sharing(let shared)):
      record(
        .system, .app, .response,
        ".sharing(\(shared.range), \(shared.declaration?.rawValue ?? "nil"))"
          + (answer.fromCache ? " from the cache" : ""),
        device: id, detail: detail)
      learn(.ageRange(shared), on: id)
    case .response(.declinedSharing):
      record(
        .system, .app, .response,
        ".declinedSharing" + (answer.fromCache ? " from the cache" : ""), device: id,
        detail: detail)
      learn(.declinedSharing, on: id)
    case .error(let error):
      record(
        .system, .app, .response, "throws \(error.name): \(error.message)", device: id,
        detail: detail)
      learn(.ageRangeError(error.name), on: id)
    }
    feed(.ageSignal(answer.result.signal, for: purpose), to: id)
  }

  /// Puts a question on the person's Messages compose sheet, or records why `ask` throws.
  mutating func composeQuestion(
    _ topic: AppleQuestionTopic, on id: DeviceID, api: AskAPI = .askCenter
  ) {
    record(
      .app, .system, .request, api.call(for: topic), device: id,
      detail: .askRequest(api: api, topic: topic))
    if let error = askError(for: topic) {
      recordAskError(error, on: id)
      return
    }
    let question = simulation.askCenter.compose(topic, choices: Self.choices(for: topic), from: id)
    presentCompose(question.id, on: id)
  }

  /// Records why `ask` threw. Before 26.1 `AskError` does not exist, so the app cannot tell
  /// why (an assumption: it learns `unknown`).
  mutating func recordAskError(_ error: AskError, on id: DeviceID) {
    guard simulation.world.os.hasAskError else {
      record(
        .system, .app, .response,
        "throws an error the app cannot name (AskError is new in 26.1): \(error.appMessage)",
        device: id)
      learn(.askError(.unknown), on: id)
      return
    }
    guard error != .notAvailable || simulation.world.os.hasAskCenter else {
      // AskError.notAvailable is new in 26.2; on 26.1 an adult's ask is assumed to throw the
      // only case that fits, unknown (docs/assumptions.md §3.1).
      record(
        .system, .app, .response, "throws AskError.unknown (notAvailable is new in 26.2)",
        device: id)
      learn(.askError(.unknown), on: id)
      return
    }
    let thrown =
      error == .systemError
      ? "systemError(underlyingError: an XPC connection error, injected)" : error.rawValue
    record(.system, .app, .response, "throws AskError.\(thrown)", device: id)
    learn(.askError(error), on: id)
  }

  /// The choices a question offers the parent.
  static func choices(for topic: AppleQuestionTopic) -> [PermissionChoice] {
    switch topic {
    case .significantAppUpdate:
      return [.approve, .decline]
    case .communication:
      // PermissionChoice's documentation shows these custom choices.
      return [
        PermissionChoice(id: "approve-hour", title: "Approve for One Hour", answer: .approval),
        PermissionChoice(id: "approve-day", title: "Approve All Day", answer: .approval),
        PermissionChoice(id: "approve", title: "Approve Indefinitely", answer: .approval),
        .decline,
      ]
    }
  }

  /// Shows a composed question on the person's Messages compose sheet.
  mutating func presentCompose(_ questionID: ApprovalID, on id: DeviceID) {
    guard let index = index(of: id) else { return }
    let sheet = AppleSheet.messagesCompose(questionID: questionID)
    simulation.devices[index].sheet = sheet
    let recipient = simulation.world.parentName ?? "parent"
    record(
      .system, .person, .prompt,
      "Messages compose sheet: question #\(questionID) to \(recipient)", device: id,
      detail: .sheetShown(sheet))
  }

  func askError(for topic: AppleQuestionTopic) -> AskError? {
    let world = simulation.world
    if world.faults.contains(.askSystemError) {
      return .systemError
    }
    if world.age >= world.region.ageOfMajority {
      // Sandbox table: adults don't qualify for parental-permission requests.
      return .notAvailable
    }
    switch topic {
    case .significantAppUpdate:
      return world.parentName == nil ? .invalidQuestion : nil
    case .communication:
      guard world.person.hasCommunicationLimits else { return .communicationLimitsNotEnabled }
      // A question about contacts needs them synced [I: "contact sync is not enabled", §2.8].
      return world.person.hasContactSync ? nil : .contactSyncNotSetup
    }
  }

  mutating func showAcknowledgment(_ description: String, on id: DeviceID) {
    guard let index = index(of: id) else { return }
    let sheet = AppleSheet.acknowledgment(description: description)
    simulation.devices[index].sheet = sheet
    record(.app, .system, .request, "showSignificantUpdateAcknowledgment", device: id)
    record(
      .system, .person, .prompt, "Significant update: \(description)", device: id,
      detail: .sheetShown(sheet))
  }

  /// Marks changes handled in iCloud and syncs them to the person's other devices.
  mutating func markHandled(_ ids: [ChangeID], on id: DeviceID) {
    let newIDs = ids.filter { !simulation.keyValueStore.contains($0) }
    guard !newIDs.isEmpty else { return }
    simulation.keyValueStore.formUnion(newIDs)
    if let index = index(of: id) { simulation.devices[index].handledChanges.formUnion(newIDs) }
    let list = newIDs.joined(separator: ", ")
    record(
      .app, .iCloud, .sync, "NSUbiquitousKeyValueStore: \(list) = true; synchronize()",
      device: id, detail: .changesHandled(newIDs))
    for other in simulation.devices.indices where simulation.devices[other].id != id {
      simulation.devices[other].handledChanges.formUnion(newIDs)
      record(
        .iCloud, .app, .sync, "didChangeExternallyNotification: \(list)",
        device: simulation.devices[other].id, detail: .changesHandled(newIDs))
    }
  }
}
