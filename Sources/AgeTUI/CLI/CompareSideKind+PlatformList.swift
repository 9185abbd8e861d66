import Analyses
import Scenarios
import Stores

/// `compare --store` names the platforms of `Stores.compareSides`.
extension CompareSideKind: PlatformList {
  /// The registered stores' sides, the default first.
  static var kinds: [CompareSideKind] { Stores.compareSides }

  /// The platform `kind` compares.
  static func platform(of kind: CompareSideKind) -> ScenarioPlatform { kind.platform }
}
