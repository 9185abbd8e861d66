import FlowEngine

/// Everything a person can do in the simulated world: on a device, in Settings, or to the clock.
public enum AppleAction: Hashable, Sendable, Codable {
  // MARK: - On the person's devices

  /// Open the app.
  case launchApp(DeviceID)
  /// Close the app.
  case closeApp(DeviceID)
  /// Answer the Ask First prompt.
  case answerAgeRangePrompt(DeviceID, PromptAnswer)
  /// Tap the app's "Ask" button (a `PermissionButton`).
  case tapAskParent(DeviceID)
  /// Send the question from the Messages compose sheet.
  case sendQuestion(DeviceID)
  /// Cancel the sheet showing: the Messages compose sheet, the permission alert or the
  /// Screen Time passcode sheet.
  case cancelCompose(DeviceID)
  /// Tap "Ask to Approve" (`.askToApprove`) or "Approve in Person" (`.approveInPerson`) on the
  /// permission alert (27.0).
  case choosePermissionFlow(DeviceID, PermissionFlow)
  /// Enter a Screen Time passcode on the passcode sheet (27.0, Approve in Person).
  case enterPasscode(DeviceID, String)
  /// Acknowledge the significant update.
  case acknowledgeUpdate(DeviceID)
  /// Ask to communicate with a handle (a `CommunicationTopic` question).
  case askToCommunicate(DeviceID, handle: String)
  /// Install an app update on every device of the person.
  case installUpdate(AppVersion)

  // MARK: - On the parent's device

  /// Answer a question in Messages; only the parent's device may.
  case answerQuestion(from: DeviceID, questionID: ApprovalID, choiceID: AppleChoiceID)
  /// Revoke consent for the app (the parent, or the sandbox "Revoke App Consent").
  case revokeConsent

  // MARK: - Settings

  /// Change the "Age Range for Apps" sharing mode.
  case setSharingMode(SharingMode)
  /// "Share Age Range Again" for the app: clears its cached answers.
  case shareAgeRangeAgain
  /// Verify the account (or remove the verification with `.none`).
  case setVerification(AdultVerification)
  /// Join or leave Family Sharing.
  case setInFamily(Bool)
  /// Sign the Apple Account in or out.
  case setSignedIn(Bool)
  /// Turn communication limits on or off.
  case setCommunicationLimits(Bool)
  /// Set when the Apple Account was created (nil: not modelled, the account counts as new).
  case setAccountCreated(SimDate?)
  /// Move to another region.
  case setRegion(RegionCode)
  /// Change the OS version.
  case setOS(OSVersion)
  /// Change the `PermissionFlow` the app passes on 27.0.
  case setPermissionFlow(PermissionFlow)
  /// Change the modelled assumptions.
  case setAssumptions(Assumptions)
  /// Change the age gates the app passes for its own feature (an app update that asks
  /// differently): the next request is a new cache key (docs/assumptions.md 2.7).
  case setAppGates([Int])
  /// Move the clock.
  case advanceClock(AppleClockAdvance)
}
