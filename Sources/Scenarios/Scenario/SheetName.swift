import FlowEngine

/// A device's system sheet without its values, or none: what `expect: {sheet: …}` names.
public enum SheetName: String, CaseIterable, Hashable, Sendable {
  /// `SystemSheet.ageRangePrompt`.
  case ageRangePrompt = "age-range-prompt"
  /// `SystemSheet.messagesCompose`.
  case messagesCompose = "messages-compose"
  /// `SystemSheet.acknowledgment`.
  case acknowledgment
  /// `SystemSheet.permissionAlert`.
  case permissionAlert = "permission-alert"
  /// `SystemSheet.screenTimePasscode`.
  case screenTimePasscode = "screen-time-passcode"
  /// No sheet.
  case none

  /// The name of `sheet`, or `none`.
  public init(_ sheet: SystemSheet?) {
    switch sheet {
    case .ageRangePrompt?: self = .ageRangePrompt
    case .messagesCompose?: self = .messagesCompose
    case .acknowledgment?: self = .acknowledgment
    case .permissionAlert?: self = .permissionAlert
    case .screenTimePasscode?: self = .screenTimePasscode
    case nil: self = .none
    }
  }
}
