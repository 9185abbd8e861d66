import FlowEngine

/// How a choice is styled: the system styles buttons by role, and so does AgeTUI.
public enum ChoiceRole: String, Hashable, Sendable, Codable {
  /// An ordinary or preferred choice.
  case normal
  /// A choice that approves, shares or continues.
  case affirmative
  /// A choice that declines, blocks or revokes.
  case destructive
  /// A choice that dismisses without deciding.
  case cancel
}
