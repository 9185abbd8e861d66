import FlowEngine

/// `PermissionResult` (27.0): what `askSignificantChangePermission` returns to the app.
public enum PermissionResult: Hashable, Sendable {
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
  public var name: String { kind.rawValue }

  /// A result as `expect: permission-result:` names it: its case and its flag together.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `.approveInPerson(approved: true)`.
    case approveInPersonApproved = "approve-in-person-approved"
    /// `.approveInPerson(approved: false)`.
    case approveInPersonNotApproved = "approve-in-person-not-approved"
    /// `.askToApprove(didSend: true)`.
    case askToApproveSent = "ask-to-approve-sent"
    /// `.askToApprove(didSend: false)`.
    case askToApproveNotSent = "ask-to-approve-not-sent"
    /// `.cancel`.
    case cancel
  }

  /// The result's kind.
  public var kind: Kind {
    switch self {
    case .approveInPerson(let approved):
      approved ? .approveInPersonApproved : .approveInPersonNotApproved
    case .askToApprove(let didSend): didSend ? .askToApproveSent : .askToApproveNotSent
    case .cancel: .cancel
    }
  }
}
