import Analyses
import Scenarios

extension CompareSideKind: PlatformList {
  /// The platforms `compare --store` names.
  static var platforms: [ScenarioPlatform] { builtIn.map(\.platform) }
}
