/// The moment of the story a step belongs to, the same on both stores, so a comparison can put
/// each store's steps for one moment side by side (`moment:` in a script step).
public enum StoreMoment: String, CaseIterable, Hashable, Sendable, Codable {
  /// The app learns the user's age range.
  case age
  /// The app changes significantly and the parent is asked.
  case significantChange = "significant-change"
  /// The parent withdraws consent.
  case revocation

  /// The moment in words: `age`, `significant change`, `revocation`.
  public var title: String {
    switch self {
    case .age: "age"
    case .significantChange: "significant change"
    case .revocation: "revocation"
    }
  }
}
