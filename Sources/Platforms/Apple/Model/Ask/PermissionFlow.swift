import FlowEngine

/// `PermissionFlow` (27.0): how `AskCenter.askSignificantChangePermission(for:permissionFlow:in:)`
/// asks, the app's choice.
public enum PermissionFlow: String, CaseIterable, Hashable, Sendable, Codable {
  /// An alert first: "Ask to Approve", "Approve in Person" or "Cancel".
  case acknowledgmentAlert = "acknowledgment-alert"
  /// Straight to the in-person flow: the parent enters the Screen Time passcode on the
  /// child's device.
  case approveInPerson = "approve-in-person"
  /// Straight to the Messages compose sheet.
  case askToApprove = "ask-to-approve"

  /// The flow an app passes unless a scenario says otherwise.
  public static let standard = PermissionFlow.acknowledgmentAlert

  /// The case as Swift writes it: `.acknowledgmentAlert`.
  public var swiftName: String {
    switch self {
    case .acknowledgmentAlert: ".acknowledgmentAlert"
    case .approveInPerson: ".approveInPerson"
    case .askToApprove: ".askToApprove"
    }
  }

  /// What Settings shows, short enough for a row with its choice: "Alert first", "In person",
  /// "Ask to Approve".
  public var title: String {
    switch self {
    case .acknowledgmentAlert: "Alert first"
    case .approveInPerson: "In person"
    case .askToApprove: "Ask to Approve"
    }
  }
}
