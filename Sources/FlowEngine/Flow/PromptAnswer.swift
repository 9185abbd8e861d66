/// A person's answer to a store's prompt to share their age with the app.
public enum PromptAnswer: String, CaseIterable, Sendable, Codable {
  /// "Share".
  case share
  /// "Don't Share".
  case decline
}
