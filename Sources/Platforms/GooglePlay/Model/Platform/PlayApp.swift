import FlowEngine

/// The app as Play sees it: the app's own configuration (name, package name, its gates and gated
/// feature), the Age Signals library it links and the age ranges set in Play Console.
public struct PlayApp: Hashable, Sendable {
  /// The app's name, package name (its `bundleID`), gates and gated feature. Its `changes` are
  /// Apple's kind, tied to versions; on Play the developer declares changes in Play Console
  /// instead (`PlayWorld.changes`).
  public var config: AppConfig
  /// The library version: 0.0.4 (the default) or 0.0.3.
  public var sdk: AgeSignalsSDK
  /// The default ranges, or the developer's own.
  public var ranges: PlayAgeRanges
  /// When the developer last set the ranges in Play Console, nil before the first time: Play
  /// allows a change once a year (reference §6.3 [V]).
  public var rangesSetOn: SimDate?

  /// Creates the app.
  public init(config: AppConfig, sdk: AgeSignalsSDK = .newest, ranges: PlayAgeRanges = .standard) {
    self.config = config
    self.sdk = sdk
    self.ranges = ranges
    self.rangesSetOn = nil
  }
}
