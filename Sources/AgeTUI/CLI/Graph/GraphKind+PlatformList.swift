import Scenarios
import StoreCommands
import Stores

/// `graph --platform` names the stores of `Stores.graphs`.
extension GraphKind: PlatformList {
  /// The registered stores' diagrams, the default first.
  static var kinds: [GraphKind] { Stores.graphs }

  /// The store `kind` draws.
  static func platform(of kind: GraphKind) -> ScenarioPlatform { kind.platform }
}
