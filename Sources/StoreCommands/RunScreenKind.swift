import Scenarios

/// A store whose side `run`'s screen formats draw: its name for `--store`, and its screens of
/// a played scenario. `run` picks the side from `Stores.runScreens` (Apple's, then Google
/// Play's), by `--store` or, by default, the first the scenario runs on.
public struct RunScreenKind: Sendable {
  /// The store drawn.
  public let platform: ScenarioPlatform
  /// Its side of what `run` played; nil when the run has no part on it.
  public let screens: @Sendable (RunScreenRequest) -> (any RunScreens)?

  /// The side of `platform`, made by `screens`.
  public init(
    platform: ScenarioPlatform, screens: @escaping @Sendable (RunScreenRequest) -> (any RunScreens)?
  ) {
    self.platform = platform
    self.screens = screens
  }
}
