/// `PermissionResult` (27.0): what `askSignificantChangePermission` returns to the app.
public enum PermissionResult: Hashable, Sendable, Codable {
  /// The in-person flow ended; `approved` when the parent entered the Screen Time passcode.
  case approveInPerson(approved: Bool)
  /// The Messages flow ended; `didSend` when the question went to the parent.
  case askToApprove(didSend: Bool)
  /// The person cancelled the alert.
  case cancel

  /// The case as Swift writes it: `.approveInPerson(approved: true)`.
  public var swiftName: String {
    switch self {
    case .approveInPerson(let approved): ".approveInPerson(approved: \(approved))"
    case .askToApprove(let didSend): ".askToApprove(didSend: \(didSend))"
    case .cancel: ".cancel"
    }
  }

  /// A stable name for scenario files: `approve-in-person-approved`, `ask-to-approve-sent`,
  /// `cancel`, …
  public var name: String {
    switch self {
    case .approveInPerson(let approved):
      approved ? "approve-in-person-approved" : "approve-in-person-not-approved"
    case .askToApprove(let didSend): didSend ? "ask-to-approve-sent" : "ask-to-approve-not-sent"
    case .cancel: "cancel"
    }
  }

  /// Every name, for validation and help.
  public static let allNames = [
    "approve-in-person-approved", "approve-in-person-not-approved", "ask-to-approve-sent",
    "ask-to-approve-not-sent", "cancel",
  ]
}
