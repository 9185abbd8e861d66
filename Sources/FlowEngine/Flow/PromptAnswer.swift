import FlowEngine

/// The person's answer to the age-range prompt.
public enum PromptAnswer: String, CaseIterable, Sendable, Codable {
  /// "Share".
  case share
  /// "Don't Share".
  case decline
}
