import Apple
import FlowEngine
import Scenarios

/// Every action a script step can name, as a scenario file writes it.
///
/// One table for the loader (which words exist and what each takes), the printed steps
/// (`AppleScriptAction.text`), `check`'s messages (the list and the example in "needs a value") and
/// the docs' table of actions, which a test holds to this list.
public enum AppleVerb: String, CaseIterable, Sendable {
  case launch
  case close
  case share
  case decline
  case askParent = "ask-parent"
  case send
  case cancel
  case acknowledge
  case revokeConsent = "revoke-consent"
  case shareAgain = "share-again"
  case askToApprove = "ask-to-approve"
  case approveInPerson = "approve-in-person"
  case parent
  case mode
  case verify
  case family
  case signedIn = "signed-in"
  case communicationLimits = "communication-limits"
  case region
  case os
  case clock
  case installUpdate = "install-update"
  case askToCommunicate = "ask-to-communicate"
  case assumptions
  case passcode
  case permissionFlow = "permission-flow"
  case accountCreated = "account-created"
  case appGates = "app-gates"

  /// What a verb takes after it.
  public enum Argument: Hashable, Sendable {
    /// Nothing: `do: revoke-consent`.
    case none
    /// A device, or none for the child's iPhone: `do: launch`, `do: {launch: second-device}`.
    case optionalDevice
    /// A value, as in the example: `do: {clock: +1 day}`.
    case value(example: String)
  }

  /// What the verb takes.
  public var argument: Argument {
    switch self {
    case .launch, .close, .share, .decline, .askParent, .send, .cancel, .acknowledge,
      .askToApprove, .approveInPerson:
      .optionalDevice
    case .revokeConsent, .shareAgain: .none
    case .parent: .value(example: "approve")
    case .mode: .value(example: "never-share")
    case .verify: .value(example: "payment")
    case .family, .signedIn: .value(example: "false")
    case .communicationLimits: .value(example: "true")
    case .region: .value(example: "US-TX")
    case .os: .value(example: "\"27.0\"")
    case .clock: .value(example: "+1 day")
    case .installUpdate: .value(example: "\"2.1\"")
    case .askToCommunicate: .value(example: "\"+1 555 0100\"")
    case .assumptions: .value(example: "{declined-sharing: treat-as-minor}")
    case .passcode: .value(example: "\"1234\"")
    case .permissionFlow: .value(example: "approve-in-person")
    case .accountCreated: .value(example: "2026-03-01")
    case .appGates: .value(example: "[13, 18]")
    }
  }

  /// Whether the verb may be written alone (`do: launch`).
  public var standsAlone: Bool {
    switch argument {
    case .none, .optionalDevice: true
    case .value: false
    }
  }

  /// The action a verb that stands alone performs on `device`; nil for a verb that needs a
  /// value.
  public func action(on device: DeviceID) -> AppleAction? {
    switch self {
    case .launch: .launchApp(device)
    case .close: .closeApp(device)
    case .share: .answerAgeRangePrompt(device, .share)
    case .decline: .answerAgeRangePrompt(device, .decline)
    case .askParent: .tapAskParent(device)
    case .send: .sendQuestion(device)
    case .cancel: .cancelCompose(device)
    case .acknowledge: .acknowledgeUpdate(device)
    case .askToApprove: .choosePermissionFlow(device, .askToApprove)
    case .approveInPerson: .choosePermissionFlow(device, .approveInPerson)
    case .revokeConsent: .revokeConsent
    case .shareAgain: .shareAgeRangeAgain
    case .parent, .mode, .verify, .family, .signedIn, .communicationLimits, .region, .os, .clock,
      .installUpdate, .askToCommunicate, .assumptions, .passcode, .permissionFlow,
      .accountCreated, .appGates:
      nil
    }
  }

  /// The verb of a prompt answer: `share` or `decline`.
  public static func answering(_ answer: PromptAnswer) -> AppleVerb {
    switch answer {
    case .share: .share
    case .decline: .decline
    }
  }

  /// The verb of a button on the iOS 27 permission alert; nil for the alert itself, which no
  /// button chooses.
  public static func choosing(_ flow: PermissionFlow) -> AppleVerb? {
    switch flow {
    case .askToApprove: .askToApprove
    case .approveInPerson: .approveInPerson
    case .acknowledgmentAlert: nil
    }
  }
}
