import FlowEngine

/// A system sheet shown over the app on the person's device.
///
/// What a sheet is (its name, the question it carries, the texts it shows) is said here, once,
/// so the trace (`AppleTraceDetail.sheetShown`), `expect: sheet:` and the prompt catalogue read it
/// from the sheet instead of each listing the sheets.
public enum AppleSheet: Hashable, Sendable {
  /// Ask First: share or don't share.
  case ageRangePrompt(AgeRangePrompt, purpose: RequestPurpose)
  /// The Messages compose sheet carrying a question to the parent.
  case messagesCompose(questionID: ApprovalID)
  /// `showSignificantUpdateAcknowledgment`: the adult reads the changes and continues.
  case acknowledgment(description: String)
  /// `PermissionFlow.acknowledgmentAlert`: Ask to Approve, Approve in Person, or Cancel.
  case permissionAlert(questionID: ApprovalID)
  /// Approve in Person: the parent enters the Screen Time passcode on this device;
  /// `wrongAttempts` counts the passcodes refused so far.
  case screenTimePasscode(questionID: ApprovalID, wrongAttempts: Int)

  /// A sheet without its values: what `expect: {sheet: …}` and the prompt catalogue name.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `ageRangePrompt`.
    case ageRangePrompt = "age-range-prompt"
    /// `messagesCompose`.
    case messagesCompose = "messages-compose"
    /// `acknowledgment`.
    case acknowledgment
    /// `permissionAlert`.
    case permissionAlert = "permission-alert"
    /// `screenTimePasscode`.
    case screenTimePasscode = "screen-time-passcode"
  }

  /// The sheet's kind.
  public var kind: Kind {
    switch self {
    case .ageRangePrompt: .ageRangePrompt
    case .messagesCompose: .messagesCompose
    case .acknowledgment: .acknowledgment
    case .permissionAlert: .permissionAlert
    case .screenTimePasscode: .screenTimePasscode
    }
  }

  /// A short stable name: the kind's.
  public var name: String { kind.rawValue }

  /// The AskCenter question the sheet belongs to, if any: closing the app cancels it.
  public var questionID: ApprovalID? {
    switch self {
    case .messagesCompose(let id), .permissionAlert(let id), .screenTimePasscode(let id, _): id
    case .ageRangePrompt, .acknowledgment: nil
    }
  }

  /// The update description an acknowledgment shows, if this is one.
  public var updateDescription: String? {
    switch self {
    case .acknowledgment(let description): description
    case .ageRangePrompt, .messagesCompose, .permissionAlert, .screenTimePasscode: nil
    }
  }

  /// The texts the sheet shows that came from the system, the app or the scenario (the
  /// invariant that no birthdate reaches the app searches them).
  public var texts: [String] {
    switch self {
    case .ageRangePrompt(let prompt, _):
      [prompt.title, prompt.message, prompt.shareButton, prompt.declineButton]
    case .acknowledgment(let description): [description]
    case .messagesCompose, .permissionAlert, .screenTimePasscode: []
    }
  }
}
