/// A system sheet shown over the app on the person's device.
public enum SystemSheet: Hashable, Sendable, Codable {
  /// Ask First: share or don't share.
  case ageRangePrompt(AgeRangePrompt, purpose: RequestPurpose)
  /// The Messages compose sheet carrying a question to the parent.
  case messagesCompose(questionID: Int)
  /// `showSignificantUpdateAcknowledgment`: the adult reads the changes and continues.
  case acknowledgment(description: String)
  /// `PermissionFlow.acknowledgmentAlert`: Ask to Approve, Approve in Person, or Cancel.
  case permissionAlert(questionID: Int)
  /// Approve in Person: the parent enters the Screen Time passcode on this device;
  /// `wrongAttempts` counts the passcodes refused so far.
  case screenTimePasscode(questionID: Int, wrongAttempts: Int)

  /// A short stable name.
  public var name: String {
    switch self {
    case .ageRangePrompt: "age-range-prompt"
    case .messagesCompose: "messages-compose"
    case .acknowledgment: "acknowledgment"
    case .permissionAlert: "permission-alert"
    case .screenTimePasscode: "screen-time-passcode"
    }
  }
}
