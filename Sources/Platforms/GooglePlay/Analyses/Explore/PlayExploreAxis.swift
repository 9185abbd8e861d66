import Analyses

/// One axis of Google Play's sweep, in the order cases number them (the slowest first); the raw
/// value is the axis' name in reports, CSV columns and JSON keys.
public enum PlayExploreAxis: String, CaseIterable, Hashable, Sendable {
  /// The region's code.
  case region
  /// The sharing setting.
  case mode
  /// The age on the sweep's date.
  case age
  /// Supervised with Family Link or not.
  case supervised
  /// How the account's age was checked.
  case verification
  /// The Age Signals library the app links.
  case sdk
  /// What becomes of the declared change.
  case change
  /// The child's answer to Play's sharing prompt.
  case prompt
  /// The parent's answer in Family Link.
  case parent
}
