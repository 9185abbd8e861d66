/// A person's answer to a store's prompt to share their age with the app: Apple's age-range
/// prompt (Ask First) or Google Play's sharing prompt (Ask before sharing).
public enum PromptAnswer: String, CaseIterable, Sendable, Codable {
  /// "Share".
  case share
  /// "Don't Share".
  case decline
}
