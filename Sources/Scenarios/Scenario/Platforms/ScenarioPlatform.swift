/// A platform a scenario runs on, as `platforms:` names it: Apple, or one a store's
/// ``ScenarioSection`` brings (Google Play's and Amazon's, in their rooms). An open set: a
/// platform is a name and a title, not a case.
public struct ScenarioPlatform: Hashable, Sendable {
  /// The name `platforms:` lists and, for a platform other than Apple, the key its section is
  /// written under (`google-play`).
  public var rawValue: String
  /// The name for headings (`Google Play`).
  public var title: String

  /// A platform named `rawValue` in files and `title` in headings.
  public init(_ rawValue: String, title: String) {
    self.rawValue = rawValue
    self.title = title
  }

  /// Apple: Declared Age Range, PermissionKit, the App Store. Its part is the scenario's
  /// top-level `script` over the shared `world`, so a file that names no platform is on it.
  public static let apple = ScenarioPlatform("apple", title: "Apple")
}
