import Scenarios

/// The one setting `agetui compare` and the TUI's compare overlay change between columns: an
/// open set, as a platform's side (``CompareSide``) lists the settings it is compared by. The
/// two every store has are here; a store declares its own in its room (Apple's `os`, Google
/// Play's `sdk`, Amazon's `consent`), and `--by` reads its words from the stores registered.
public struct CompareDimension: Hashable, Sendable {
  /// `--by`'s word and the JSON's: `mode`, `region`, a store's own.
  public let rawValue: String
  /// The setting's name in a sentence: `sharing mode`, `region`, `iOS version`, `SDK version`.
  public let title: String
  /// The title with its article: `a sharing mode`, `an iOS version`.
  public let titleWithArticle: String

  /// A setting named `rawValue`, written `title` (after `article`) in sentences.
  public init(_ rawValue: String, title: String, article: String = "a") {
    self.rawValue = rawValue
    self.title = title
    titleWithArticle = "\(article) \(title)"
  }

  /// The person's sharing mode, in each store's terms.
  public static let mode = CompareDimension("mode", title: "sharing mode")
  /// The region in force.
  public static let region = CompareDimension("region", title: "region")
  /// The dimensions `platform`'s side is compared by among `kinds`, in Tab's order: the iOS
  /// version is Apple's only, another store has its own; none for a platform `compare` does not
  /// replay.
  public static func all(on platform: ScenarioPlatform, kinds: [CompareSideKind])
    -> [CompareDimension]
  {
    CompareSideKind.named(platform, in: kinds)?.dimensions ?? []
  }

  /// The dimension after this one on `platform`'s side among `kinds`, as Tab cycles them in the
  /// TUI.
  public func next(on platform: ScenarioPlatform, kinds: [CompareSideKind]) -> CompareDimension {
    Self.all(on: platform, kinds: kinds).cycled(after: self)
  }
}
