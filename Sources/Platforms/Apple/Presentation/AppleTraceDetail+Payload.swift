import Apple
import FlowEngine

/// The JSON trace's `payload`, made here rather than in the engine, so FlowEngine keeps its
/// details typed and `docs/trace-format.md` describes what this file writes.
extension AppleTraceDetail {
  /// The details as the JSON trace's `payload` writes them: string keys and string values,
  /// in no particular order (the report sorts them).
  public var payload: [(key: String, value: String)] {
    switch self {
    case .eligibility(let eligible):
      [("isEligibleForAgeFeatures", "\(eligible)")]
    case .regulatoryFeatures(let features):
      [("requiredRegulatoryFeatures", features.map(\.rawValue).joined(separator: ", "))]
    case .ageRangeRequest(let gates, let purpose):
      [("ageGates", Self.list(gates)), ("purpose", purpose.rawValue)]
    case .ageRangePrompt(let title, let message, let share, let decline):
      [
        ("sheet", "age-range-prompt"), ("title", title), ("message", message), ("share", share),
        ("decline", decline),
      ]
    case .ageRangeCached(let validUntil, let declaredOn):
      [("validUntil", validUntil.description), ("declaredOn", declaredOn.description)]
    case .ageRangeAnswer(let result, let reasons, let promptShown, let fromCache):
      [
        ("why", reasons.joined(separator: " ")), ("promptShown", "\(promptShown)"),
        ("fromCache", "\(fromCache)"),
      ] + Self.payload(result)
    case .promptAnswer(let answer):
      [("answer", answer.rawValue)]
    case .sheetShown(let sheet):
      [("sheet", sheet.name)] + (sheet.questionID.map { [("questionID", "\($0)")] } ?? [])
        + (sheet.updateDescription.map { [("updateDescription", $0)] } ?? [])
    case .permissionFlow(let flow):
      [("permissionFlow", flow.rawValue)]
    case .permissionResult(let result):
      [("permissionResult", result.name)]
    case .changesHandled(let ids):
      [("handled", ids.joined(separator: ", "))]
    case .flowStep(let from, let to):
      [("from", from.name), ("to", to.name)]
    case .sharingMode(let mode, let why):
      [("sharingMode", mode.rawValue)] + (why.map { [("why", $0)] } ?? [])
    case .shareAgeRangeAgain(let bundleID), .consentRevoked(let bundleID):
      [("bundleId", bundleID)]
    case .verification(let verification):
      [("verification", verification.rawValue)]
    case .inFamily(let isInFamily):
      [("isInFamily", "\(isInFamily)")]
    case .signedIn(let isSignedIn):
      [("isSignedIn", "\(isSignedIn)")]
    case .communicationLimits(let isOn):
      [("communicationLimits", "\(isOn)")]
    case .accountCreated(let day):
      [("accountCreated", day?.description ?? "none")]
    case .appGates(let gates):
      [("appGates", Self.list(gates))]
    case .region(let code):
      [("region", code.rawValue)]
    case .os(let os):
      [("os", os.rawValue)]
    case .assumptions(let assumptions):
      [
        ("declinedSharing", assumptions.declinedSharing.rawValue),
        ("cachesDeclines", "\(assumptions.cachesDeclines)"),
        ("clampsGatesToMajority", "\(assumptions.clampsGatesToMajority)"),
        ("notifiesOnRegulatedShare", "\(assumptions.notifiesOnRegulatedShare)"),
        ("lawDates", assumptions.lawDates.rawValue),
        ("storeDates", assumptions.storeDates.rawValue),
      ]
    case .clock(let from, let to):
      [("from", from.description), ("to", to.description)]
    case .appVersion(let version):
      [("version", version.description)]
    case .questionSent(let questionID, let topic, let text, let expiresOn):
      [("questionID", "\(questionID)"), ("topic", topic.typeName), ("text", text)]
        + (expiresOn.map { [("expiresOn", $0.description)] } ?? [])
    case .parentAnswer(let questionID, let choiceID, let answer):
      [("questionID", "\(questionID)"), ("choice", choiceID.rawValue), ("answer", answer.rawValue)]
    case .questionExpired(let questionID):
      [("questionID", "\(questionID)")]
    case .rescindConsentNotification(let notification):
      Self.payload(notification)
    case .askRequest:
      // The summary is the call as the app writes it, which names the API and the topic.
      []
    case .rejected:
      // The summary is the rejection's sentence; the payload of a refusal stays empty.
      []
    }
  }

  /// A server notification's keys, `appData`'s among them, each once: the JSON report's
  /// `serverNotification` has them in Apple's shape and types.
  private static func payload(_ notification: ServerNotificationPayload) -> [(
    key: String, value: String
  )] {
    let appData = notification.appData
    return [
      ("notificationType", notification.notificationType.rawValue),
      ("notificationUUID", notification.notificationUUID.description),
      ("version", notification.version), ("signedDate", "\(notification.signedDate)"),
    ] + (appData.appAppleID.map { [("appAppleId", "\($0)")] } ?? []) + [
      ("bundleId", appData.bundleID), ("environment", appData.environment.rawValue),
      ("signedAppTransactionInfo", appData.signedAppTransactionInfo),
    ]
  }

  private static func payload(_ result: AgeRangeResult) -> [(key: String, value: String)] {
    switch result {
    case .response(.sharing(let shared)):
      [
        ("response", "sharing"),
        ("lowerBound", shared.range.lowerBound.map(String.init) ?? "nil"),
        ("upperBound", shared.range.upperBound.map(String.init) ?? "nil"),
        ("ageRangeDeclaration", shared.declaration?.rawValue ?? "nil"),
        (
          "activeParentalControls",
          shared.activeParentalControls.map(\.rawValue).joined(separator: ",")
        ),
      ]
    case .response(.declinedSharing):
      [("response", "declinedSharing")]
    case .error(let error):
      [("error", error.name), ("message", error.message)]
    }
  }
}
