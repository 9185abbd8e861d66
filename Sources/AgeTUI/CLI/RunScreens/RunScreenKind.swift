import Scenarios

/// A platform whose side `run`'s screen formats draw: its name for `--store`, and its screens
/// of a played scenario. `run` picks the side from a list of them (``builtIn``: Apple's, then
/// Google Play's), by `--store` or, by default, the first the scenario runs on.
struct RunScreenKind: Sendable {
  /// The platform drawn.
  let platform: ScenarioPlatform
  /// Its side of what `run` played; nil when the run has no part on it.
  let screens: @Sendable (RunScreenRequest) -> (any RunScreens)?
}

/// `run --store` names the platforms of ``builtIn``.
extension RunScreenKind: PlatformKind {}
