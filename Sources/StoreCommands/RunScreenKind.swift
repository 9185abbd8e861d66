import Scenarios

/// A store whose side `run`'s screen formats draw: its name for `--store`, and its screens of
/// a played scenario. `run` picks the side from `Stores.runScreens` (Apple's, then Google
/// Play's), by `--store` or, by default, the first the scenario runs on.
public struct RunScreenKind: Sendable {
  /// The store drawn.
  public let platform: ScenarioPlatform
  /// How its steps are drawn on a storyboard page, as `run --help` says it ("Play's phone and
  /// Family Link as phones"); nil for a store whose page the help describes on its own (the
  /// first store's, the default).
  public let pagePictures: String?
  /// Its side of what `run` played; nil when the run has no part on it.
  public let screens: @Sendable (RunScreenRequest) -> (any RunScreens)?

  /// The side of `platform`, drawn on a page as `pagePictures` says, made by `screens`.
  public init(
    platform: ScenarioPlatform, pagePictures: String? = nil,
    screens: @escaping @Sendable (RunScreenRequest) -> (any RunScreens)?
  ) {
    self.platform = platform
    self.pagePictures = pagePictures
    self.screens = screens
  }
}
