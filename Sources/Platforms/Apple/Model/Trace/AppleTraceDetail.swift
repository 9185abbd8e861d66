import FlowEngine

/// What a trace entry carries besides its one-line summary: one case per kind of event, with
/// the values the simulation used.
///
/// Readers switch over the case (the notice line's and the Timeline's "why", the child's screen
/// noticing a sharing-mode change). The engine keeps the values typed; Presentation's `payload`
/// writes them as the JSON trace's strings, as `docs/trace-format.md` describes them.
public enum AppleTraceDetail: Hashable, Sendable {
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
  /// A sheet opened over the app (again, after a wrong passcode): the Messages compose sheet,
  /// the significant-update acknowledgment, iOS 27's permission alert or Screen Time passcode
  /// sheet. The Ask First sheet has its own detail, `ageRangePrompt`, with its words.
  case sheetShown(AppleSheet)
  /// iOS 27: the flow an app asks a significant-change permission with, or chose in Settings.
  case permissionFlow(PermissionFlow)
  /// iOS 27: what `askSignificantChangePermission` returned to the app.
  case permissionResult(PermissionResult)
  /// Changes were marked handled in the iCloud key-value store (or arrived from it).
  case changesHandled([ChangeID])
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
  case region(code: RegionCode)
  /// The devices' OS changed.
  case os(OSVersion)
  /// The assumptions in force changed.
  case assumptions(Assumptions)
  /// The clock moved.
  case clock(from: SimDate, to: SimDate)
  /// The app opened at, or was updated to, a version.
  case appVersion(AppVersion)
  /// The app called one of PermissionKit's calls that ask a parent (the 26.x calls; the 27.0
  /// call records its `permissionFlow`), so readers need not parse the summary.
  case askRequest(api: AskAPI, topic: AppleQuestionTopic)
  /// The person sent a question to the parent in Messages.
  case questionSent(
    questionID: ApprovalID, topic: AppleQuestionTopic, text: String, expiresOn: SimDate?)
  /// The parent chose an answer, or the app received it.
  case parentAnswer(
    questionID: ApprovalID, choiceID: AppleChoiceID, answer: PermissionChoice.Answer)
  /// A question expired unanswered.
  case questionExpired(questionID: ApprovalID)
  /// The parent revoked consent for the app in the App Store.
  case consentRevoked(bundleID: String)
  /// The App Store told the developer's server that consent was revoked: the notification's
  /// whole decoded payload.
  case rescindConsentNotification(ServerNotificationPayload)
  /// The simulation refused an action; the entry's summary is the rejection's text.
  case rejected(AppleRejection)

  /// Why the system did what the entry records, for the notice line and the Timeline; nil when
  /// the entry has nothing to explain.
  public var why: String? {
    switch self {
    case .ageRangeAnswer(_, let reasons, _, _): reasons.joined(separator: " ")
    case .sharingMode(_, let why): why
    case .eligibility, .regulatoryFeatures, .ageRangeRequest, .ageRangePrompt, .ageRangeCached,
      .promptAnswer, .sheetShown, .permissionFlow, .permissionResult, .changesHandled, .flowStep,
      .shareAgeRangeAgain, .verification, .inFamily, .signedIn, .communicationLimits,
      .accountCreated, .appGates, .region, .os, .assumptions, .clock, .appVersion, .askRequest,
      .questionSent, .parentAnswer, .questionExpired, .consentRevoked,
      .rescindConsentNotification, .rejected:
      nil
    }
  }

  /// Gates as the summary writes them: `13, 16`.
  public static func list(_ gates: [Int]) -> String {
    gates.map(String.init).joined(separator: ", ")
  }
}
