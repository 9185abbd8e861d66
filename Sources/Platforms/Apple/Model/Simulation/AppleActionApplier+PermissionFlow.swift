import FlowEngine

// MARK: - iOS 27: askSignificantChangePermission(for:permissionFlow:in:)

extension AppleActionApplier {
  /// The app asks for a parent's approval with the 27.0 call, in the flow it chose.
  mutating func askSignificantChangePermission(_ topic: AppleQuestionTopic, on id: DeviceID) {
    let world = simulation.world
    let flow = world.permissionFlow
    record(
      .app, .system, .request,
      "AskCenter.askSignificantChangePermission(for: PermissionQuestion<\(topic.typeName)>, "
        + "permissionFlow: \(flow.swiftName))",
      device: id, detail: .permissionFlow(flow))
    if let error = askError(for: topic) {
      recordAskError(error, on: id)
      return
    }
    let question = simulation.askCenter.compose(
      topic, choices: Self.choices(for: topic), from: id, permissionFlow: flow)
    switch flow {
    case .acknowledgmentAlert: presentPermissionAlert(question.id, on: id)
    case .approveInPerson: presentPasscode(question.id, wrongAttempts: 0, on: id)
    case .askToApprove: presentCompose(question.id, on: id)
    }
  }

  private mutating func presentPermissionAlert(_ questionID: ApprovalID, on id: DeviceID) {
    guard let index = index(of: id) else { return }
    let sheet = AppleSheet.permissionAlert(questionID: questionID)
    simulation.devices[index].sheet = sheet
    let title = PermissionFlowText.permissionAlertTitle(app: simulation.world.app.name)
    record(
      .system, .person, .prompt,
      "Alert: \(title) “Ask to Approve” · “Approve in Person” · “Cancel”", device: id,
      detail: .sheetShown(sheet))
  }

  private mutating func presentPasscode(
    _ questionID: ApprovalID, wrongAttempts: Int, on id: DeviceID
  ) {
    guard let index = index(of: id) else { return }
    let sheet = AppleSheet.screenTimePasscode(questionID: questionID, wrongAttempts: wrongAttempts)
    simulation.devices[index].sheet = sheet
    guard wrongAttempts == 0 else { return }
    let world = simulation.world
    record(
      .system, .parent, .prompt,
      "Screen Time passcode sheet: "
        + PermissionFlowText.passcodeMessage(
          parent: world.parentName ?? "Parent", app: world.app.name),
      device: id, detail: .sheetShown(sheet))
  }

  mutating func choosePermissionFlow(_ flow: PermissionFlow, on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard case .permissionAlert(let questionID) = simulation.devices[index].sheet else {
      reject(.noPermissionAlert, device: id)
      return
    }
    switch flow {
    case .askToApprove:
      record(.person, .system, .answer, "tap “Ask to Approve”", device: id)
      presentCompose(questionID, on: id)
    case .approveInPerson:
      record(.person, .system, .answer, "tap “Approve in Person”", device: id)
      presentPasscode(questionID, wrongAttempts: 0, on: id)
    case .acknowledgmentAlert:
      reject(.notAnAlertButton, device: id)
    }
  }

  mutating func enterPasscode(_ passcode: String, on id: DeviceID) {
    guard let index = personDevice(id) else { return }
    guard case .screenTimePasscode(let questionID, let wrong) = simulation.devices[index].sheet
    else {
      reject(.noPasscodeSheet, device: id)
      return
    }
    guard passcode == simulation.world.screenTimePasscode else {
      // A wrong passcode is refused and the sheet stays for another try (an assumption:
      // Apple documents no attempt limit).
      record(.parent, .system, .answer, "enter a wrong Screen Time passcode", device: id)
      presentPasscode(questionID, wrongAttempts: wrong + 1, on: id)
      record(
        .system, .parent, .prompt, PermissionFlowText.wrongPasscodeMessage(attempts: wrong + 1),
        device: id, detail: simulation.devices[index].sheet.map(AppleTraceDetail.sheetShown))
      return
    }
    simulation.devices[index].sheet = nil
    record(.parent, .system, .answer, "enter the Screen Time passcode", device: id)
    simulation.askCenter.approveInPerson(id: questionID, on: simulation.world.today)
    finishPermissionFlow(.approveInPerson(approved: true), on: id)
  }

  /// Cancels the permission alert or the passcode sheet; false when neither is showing.
  mutating func cancelPermissionSheet(on id: DeviceID) -> Bool {
    guard let index = index(of: id) else { return false }
    let result: PermissionResult
    let questionID: ApprovalID
    if case .permissionAlert(let alertQuestion)? = simulation.devices[index].sheet {
      questionID = alertQuestion
      result = .cancel
      record(.person, .system, .answer, "tap “Cancel” on the alert", device: id)
    } else if case .screenTimePasscode(let passcodeQuestion, _)? = simulation.devices[index].sheet {
      questionID = passcodeQuestion
      // Leaving the in-person flow unapproved (an assumption: Apple does not say whether this
      // is `.cancel` or `.approveInPerson(approved: false)`).
      result = .approveInPerson(approved: false)
      record(.person, .system, .answer, "tap “Cancel” on the passcode sheet", device: id)
    } else {
      // Only the two iOS 27 permission sheets cancel this way; any other sheet is not one.
      return false
    }
    simulation.devices[index].sheet = nil
    simulation.askCenter.cancel(id: questionID)
    finishPermissionFlow(result, on: id)
    return true
  }

  /// `askSignificantChangePermission` returns: the app learns the result and acts on it.
  mutating func finishPermissionFlow(_ result: PermissionResult, on id: DeviceID) {
    record(
      .system, .app, .response, "askSignificantChangePermission returned \(result.swiftName)",
      device: id, detail: .permissionResult(result))
    learn(.permissionResult(result), on: id)
    switch result {
    case .approveInPerson(approved: true):
      simulation.consentRevoked = false
      feed(.approvalAnswered(.approvedBeforeSending), to: id)
    case .approveInPerson(approved: false), .askToApprove(didSend: false), .cancel:
      // Denied in person, not sent, or cancelled: no parent was asked.
      feed(.approvalAbandoned, to: id)
    case .askToApprove(didSend: true):
      // The app waits for the parent's answer through `responses(for:)`, as after `ask`.
      break
    }
  }
}
