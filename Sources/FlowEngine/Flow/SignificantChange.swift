/// A significant change the app introduced.
public struct SignificantChange: Hashable, Sendable, Identifiable {
  /// The key the app stores where its other installs see it once the change is handled.
  public var id: ChangeID
  /// The version that introduced the change.
  public var introducedIn: AppVersion
  /// What the parent or adult reads.
  public var description: String

  /// "Video calling" for `video-calling`: the identifier read as words, for screens.
  public var title: String {
    let words = id.rawValue.split(separator: "-", omittingEmptySubsequences: false).joined(
      separator: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Creates a change.
  public init(id: ChangeID, introducedIn: AppVersion, description: String) {
    self.id = id
    self.introducedIn = introducedIn
    self.description = description
  }
}
