import FlowEngine

/// `PermissionChoice`: one answer a parent can give; the system styles it by `answer`.
public struct PermissionChoice: Hashable, Sendable, Identifiable {
  /// `PermissionChoice.Answer`.
  public enum Answer: String, Hashable, Sendable, Codable {
    /// The parent approves.
    case approval
    /// The parent declines.
    case denial
  }

  /// A stable identifier.
  public var id: AppleChoiceID
  /// The button title the parent sees.
  public var title: String
  /// Whether it approves or denies.
  public var answer: Answer

  /// `PermissionChoice.approve`, the system-preferred approval.
  public static let approve = PermissionChoice(id: "approve", title: "Approve", answer: .approval)
  /// `PermissionChoice.decline`, the system-preferred denial.
  public static let decline = PermissionChoice(id: "decline", title: "Decline", answer: .denial)
}

/// A permission question's choice, as the parent's answer names it (`approve`, `decline`).
public typealias AppleChoiceID = Identifier<PermissionChoice, String>
