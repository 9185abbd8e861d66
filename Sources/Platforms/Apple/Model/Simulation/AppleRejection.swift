import FlowEngine

/// Why the simulation refused an action: one case per refusal, with the values its sentence
/// needs, so the sentence is made in one place (``text``) and readers can match the case.
public enum AppleRejection: Hashable, Sendable {
  /// The app was launched on a device where it already runs.
  case appAlreadyRunning(app: String, on: AppleDeviceKind)
  /// The app was closed, or used, where it does not run.
  case appNotRunning(app: String)
  /// The parent's iPhone was named where the app's device is needed.
  case parentPhoneRunsNoApp
  /// The second device was named in a scenario that has none.
  case noSecondDevice
  /// A prompt answer came with no age-range prompt showing.
  case noAgeRangePrompt
  /// `ask-parent` came with nothing to ask; an unverified adult is told why no button exists.
  case nothingToAsk(unverifiedAdult: Bool)
  /// Send or cancel came with no Messages compose sheet showing.
  case noComposeSheet
  /// `acknowledge` came with no acknowledgment sheet showing.
  case noAcknowledgmentSheet
  /// A permission-flow choice came with no permission alert showing.
  case noPermissionAlert
  /// The permission alert was answered with a flow it does not offer.
  case notAnAlertButton
  /// A passcode came with no Screen Time passcode sheet showing.
  case noPasscodeSheet
  /// `ask-to-communicate` came while the app was closed, busy, or under a sheet.
  case cannotAskToCommunicate
  /// The communication API needs a newer OS than the devices run.
  case apiNeedsNewerOS(AskAPI)
  /// `ask-to-communicate` came with a blank handle.
  case emptyHandle
  /// An update was not newer than what is installed.
  case versionNotNewer(AppVersion, installed: AppVersion)
  /// A device other than the parent's answered a parent's question.
  case notParentDevice
  /// No question has this number.
  case noSuchQuestion(ApprovalID)
  /// The question is no longer pending.
  case questionClosed(ApprovalID, state: AppleQuestionState)
  /// The question has no such choice; `known` lists the ones it has.
  case noSuchChoice(questionID: ApprovalID, choiceID: AppleChoiceID, known: [AppleChoiceID])
  /// Consent was revoked twice.
  case consentAlreadyRevoked(app: String)
  /// The sharing mode was set to what it is.
  case sharingModeUnchanged(SharingMode)
  /// The adult verification was set to what it is.
  case verificationUnchanged(AdultVerification)
  /// Family Sharing was joined, or left, as it already was.
  case inFamilyUnchanged(Bool)
  /// The account was signed in, or out, as it already was.
  case signedInUnchanged(Bool)
  /// Communication limits were set as they already were.
  case communicationLimitsUnchanged(Bool)
  /// The account's creation date was set to what it is.
  case accountCreatedUnchanged(SimDate?)
  /// Share Age Range Again with nothing cached.
  case noCachedAgeRange(app: String)
  /// The app's gates were set to what they are.
  case gatesUnchanged(app: String, gates: [Int])
  /// No region has this code; `known` lists the codes there are.
  case unknownRegion(code: RegionCode, known: [RegionCode])
  /// The region was set to the one in force; its name.
  case regionUnchanged(name: String)
  /// The OS was set to the one the devices run.
  case osUnchanged(OSVersion)
  /// The assumptions were set to the ones in force.
  case assumptionsUnchanged
  /// The clock jumped to an anniversary with nothing cached.
  case noAnniversary(app: String)
  /// The clock was asked to stand still or go back.
  case clockBackward
  /// The app's permission flow was set to the one it uses.
  case permissionFlowUnchanged(app: String, PermissionFlow)

  /// The sentence the trace, the notice line and the reports show.
  public var text: String {
    switch self {
    case .appAlreadyRunning(let app, let kind): "\(app) is already running on the \(kind.title)."
    case .appNotRunning(let app): "\(app) is not running."
    case .parentPhoneRunsNoApp: "The app runs on the person's devices, not on the parent's iPhone."
    case .noSecondDevice: "This scenario has no second device."
    case .noAgeRangePrompt: "No age-range prompt is showing."
    case .nothingToAsk(let unverifiedAdult): Self.nothingToAsk(unverifiedAdult: unverifiedAdult)
    case .noComposeSheet: "No Messages compose sheet is showing."
    case .noAcknowledgmentSheet: "No acknowledgment sheet is showing."
    case .noPermissionAlert: "No permission alert is showing."
    case .notAnAlertButton: "The alert offers “Ask to Approve”, “Approve in Person” and “Cancel”."
    case .noPasscodeSheet: "No Screen Time passcode sheet is showing."
    case .cannotAskToCommunicate:
      "The app must be open (running or blocked), with no sheet showing, to ask to communicate."
    case .apiNeedsNewerOS(let api): "\(api.typeName) needs iOS \(api.minimumOS.rawValue) or later."
    case .emptyHandle: "A communication ask needs a handle (a phone number or email address)."
    case .versionNotNewer(let version, let installed):
      "Version \(version) is not newer than the installed \(installed)."
    case .notParentDevice: "Only the parent's device can answer a parent's question."
    case .noSuchQuestion(let id): "There is no question #\(id)."
    case .questionClosed(let id, let state):
      "Question #\(id) is \(state.name) and can no longer be answered."
    case .noSuchChoice(let questionID, let choiceID, let known):
      "Question #\(questionID) has no choice “\(choiceID)” (choices: \(known.joined(separator: ", ")))."
    case .consentAlreadyRevoked(let app): "Consent for \(app) is already revoked."
    case .sharingModeUnchanged(let mode): "The sharing mode is already \(mode.title)."
    case .verificationUnchanged(let verification):
      "The account is already: \(verification.title)."
    case .inFamilyUnchanged(let isInFamily):
      isInFamily ? "Already in Family Sharing." : "Not in Family Sharing."
    case .signedInUnchanged(let isSignedIn):
      isSignedIn ? "The Apple Account is already signed in." : "No Apple Account is signed in."
    case .communicationLimitsUnchanged(let isOn):
      "Communication limits are already \(isOn ? "on" : "off")."
    case .accountCreatedUnchanged(let day):
      "The account's creation date is already \(day?.description ?? "unset")."
    case .noCachedAgeRange(let app): "\(app) has no cached age range to clear."
    case .gatesUnchanged(let app, let gates):
      "\(app) already asks with gates \(AppleTraceDetail.list(gates))."
    case .unknownRegion(let code, let known):
      "Unknown region “\(code)” (known: \(known.joined(separator: ", ")))."
    case .regionUnchanged(let name): "The region is already \(name)."
    case .osUnchanged(let os): "The devices already run \(os.rawValue)."
    case .assumptionsUnchanged: "Those assumptions are already in force."
    case .noAnniversary(let app):
      "\(app) has no cached age range, so there is no anniversary to jump to."
    case .clockBackward: "The clock only moves forward."
    case .permissionFlowUnchanged(let app, let flow): "\(app) already asks with \(flow.swiftName)."
    }
  }

  /// An adult's blocked screen looks like a minor's, so a scenario author who taps Ask there is
  /// told why no button exists.
  private static func nothingToAsk(unverifiedAdult: Bool) -> String {
    let refusal = "There is nothing to ask a parent about right now."
    guard unverifiedAdult else { return refusal }
    return refusal
      + " Adults are never shown an Ask button: parental approval is only for minors "
      + "(AskCenter throws AskError.notAvailable for an adult), and an unverified adult stays "
      + "blocked until they verify their age in Settings."
  }
}
