import Scenarios

/// The one setting `agetui compare` and the TUI's compare overlay change between columns: an
/// open set, as a platform's side (``CompareSide``) lists the settings it is compared by and
/// may bring its own.
public struct CompareDimension: RawRepresentable, Hashable, Sendable {
  /// `--by`'s word and the JSON's: `mode`, `region`, `os`, `sdk`.
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

  /// One of the built-in settings by its word; nil for any other.
  public init?(rawValue: String) {
    guard let known = Self.builtIn.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = known
  }

  /// The person's sharing mode (Age Range for Apps; Play's sharing setting).
  public static let mode = CompareDimension("mode", title: "sharing mode")
  /// The region in force.
  public static let region = CompareDimension("region", title: "region")
  /// The OS version on the person's devices: Apple's side only.
  public static let os = CompareDimension("os", title: "iOS version", article: "an")
  /// The Age Signals library the app links: Google Play's side only.
  public static let sdk = CompareDimension("sdk", title: "SDK version", article: "an")

  /// The settings the built-in stores are compared by.
  public static let builtIn: [CompareDimension] = [.mode, .region, .os, .sdk]

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
