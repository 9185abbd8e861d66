/// What a trace entry carries besides its one-line summary: one case per kind of event, with
/// the values the simulation used.
///
/// Readers switch over the case (the notice line's and the Timeline's "why", the child's screen
/// noticing a sharing-mode change); ``fields`` writes it as the JSON trace's `payload`, so the
/// format in `docs/trace-format.md` stays the single description of what tools read.
public enum TraceDetail: Hashable, Sendable, Codable {
  /// `isEligibleForAgeFeatures` answered.
  case eligibility(Bool)
  /// `requiredRegulatoryFeatures` answered.
  case regulatoryFeatures([RegulatoryFeature])
  /// The app called `requestAgeRange` with these gates, for this step of its flow.
  case ageRangeRequest(gates: [Int], purpose: RequestPurpose)
  /// The system showed the Ask First sheet.
  case ageRangePrompt(title: String, message: String, shareButton: String, declineButton: String)
  /// An answer went into the synced age-range cache.
  case ageRangeCached(validUntil: SimDate, declaredOn: SimDate)
  /// `requestAgeRange` returned or threw; `reasons` say why, one sentence each.
  case ageRangeAnswer(
    AgeRangeResult, reasons: [String], promptShown: Bool, fromCache: Bool)
  /// The person tapped a button on the Ask First sheet.
  case promptAnswer(PromptAnswer)
  /// The Messages compose sheet opened with a question.
  case composeSheet(questionID: Int)
  /// The system showed the significant-update acknowledgment sheet.
  case acknowledgmentSheet(updateDescription: String)
  /// iOS 27: the flow an app asks a significant-change permission with, or chose in Settings.
  case permissionFlow(PermissionFlow)
  /// iOS 27: the alert of `PermissionFlow.acknowledgmentAlert` opened for a question.
  case permissionAlert(questionID: Int)
  /// iOS 27: the Screen Time passcode sheet of `PermissionFlow.approveInPerson` opened (again,
  /// after a wrong passcode) for a question.
  case passcodeSheet(questionID: Int)
  /// iOS 27: what `askSignificantChangePermission` returned to the app.
  case permissionResult(PermissionResult)
  /// Changes were marked handled in the iCloud key-value store (or arrived from it).
  case changesHandled([String])
  /// The app's flow moved from one step to another.
  case flowStep(from: FlowStep, to: FlowStep)
  /// Age Range for Apps changed; `why` explains a prompt that will not show.
  case sharingMode(SharingMode, why: String?)
  /// Settings' Share Age Range Again cleared the app's cached answer.
  case shareAgeRangeAgain(bundleID: String)
  /// The account's adult verification changed.
  case verification(AdultVerification)
  /// The person joined or left Family Sharing.
  case inFamily(Bool)
  /// The person signed in to or out of the Apple Account.
  case signedIn(Bool)
  /// Screen Time communication limits were turned on or off.
  case communicationLimits(Bool)
  /// The Apple Account's creation date changed (nil: not set).
  case accountCreated(SimDate?)
  /// The app's own age gates changed.
  case appGates([Int])
  /// The region changed; the region's code.
  case region(code: String)
  /// The devices' OS changed.
  case os(OSVersion)
  /// The assumptions in force changed.
  case assumptions(Assumptions)
  /// The clock moved.
  case clock(from: SimDate, to: SimDate)
  /// The app opened at, or was updated to, a version.
  case appVersion(AppVersion)
  /// The person sent a question to the parent in Messages.
  case questionSent(questionID: Int, topic: QuestionTopic, text: String, expiresOn: SimDate?)
  /// The parent chose an answer, or the app received it.
  case parentAnswer(questionID: Int, choiceID: String, answer: PermissionChoice.Answer)
  /// A question expired unanswered.
  case questionExpired(questionID: Int)
  /// The parent revoked consent for the app in the App Store.
  case consentRevoked(bundleID: String)
  /// The App Store told the developer's server that consent was revoked (sandbox).
  case rescindConsentNotification(bundleID: String)

  /// Why the system did what the entry records, for the notice line and the Timeline; nil when
  /// the entry has nothing to explain.
  public var why: String? {
    switch self {
    case .ageRangeAnswer(_, let reasons, _, _): reasons.joined(separator: " ")
    case .sharingMode(_, let why): why
    case .eligibility, .regulatoryFeatures, .ageRangeRequest, .ageRangePrompt, .ageRangeCached,
      .promptAnswer, .composeSheet, .acknowledgmentSheet, .permissionFlow, .permissionAlert,
      .passcodeSheet, .permissionResult, .changesHandled, .flowStep,
      .shareAgeRangeAgain, .verification, .inFamily, .signedIn, .communicationLimits,
      .accountCreated, .appGates, .region,
      .os, .assumptions, .clock, .appVersion, .questionSent, .parentAnswer, .questionExpired,
      .consentRevoked, .rescindConsentNotification:
      nil
    }
  }

  /// The details as the JSON trace's `payload` writes them: string keys and string values,
  /// in no particular order (the report sorts them).
  public var fields: [(key: String, value: String)] {
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
      ] + Self.fields(result)
    case .promptAnswer(let answer):
      [("answer", answer.rawValue)]
    case .composeSheet(let questionID):
      [("sheet", "messages-compose"), ("questionID", "\(questionID)")]
    case .acknowledgmentSheet(let description):
      [("sheet", "acknowledgment"), ("updateDescription", description)]
    case .permissionFlow(let flow):
      [("permissionFlow", flow.rawValue)]
    case .permissionAlert(let questionID):
      [("sheet", "permission-alert"), ("questionID", "\(questionID)")]
    case .passcodeSheet(let questionID):
      [("sheet", "screen-time-passcode"), ("questionID", "\(questionID)")]
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
      [("region", code)]
    case .os(let os):
      [("os", os.rawValue)]
    case .assumptions(let assumptions):
      [
        ("declinedSharing", assumptions.declinedSharing.rawValue),
        ("cachesDeclines", "\(assumptions.cachesDeclines)"),
        ("clampsGatesToMajority", "\(assumptions.clampsGatesToMajority)"),
        ("notifiesOnRegulatedShare", "\(assumptions.notifiesOnRegulatedShare)"),
        ("lawDates", assumptions.lawDates.rawValue),
      ]
    case .clock(let from, let to):
      [("from", from.description), ("to", to.description)]
    case .appVersion(let version):
      [("version", version.description)]
    case .questionSent(let questionID, let topic, let text, let expiresOn):
      [("questionID", "\(questionID)"), ("topic", topic.typeName), ("text", text)]
        + (expiresOn.map { [("expiresOn", $0.description)] } ?? [])
    case .parentAnswer(let questionID, let choiceID, let answer):
      [("questionID", "\(questionID)"), ("choice", choiceID), ("answer", answer.rawValue)]
    case .questionExpired(let questionID):
      [("questionID", "\(questionID)")]
    case .rescindConsentNotification(let bundleID):
      [
        ("notificationType", "RESCIND_CONSENT"), ("bundleId", bundleID),
        ("environment", "Sandbox"),
      ]
    }
  }

  private static func fields(_ result: AgeRangeResult) -> [(key: String, value: String)] {
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

  /// Gates as the summary writes them: `13, 16`.
  static func list(_ gates: [Int]) -> String {
    gates.map(String.init).joined(separator: ", ")
  }
}
