import Scenarios
import StoreCommands
import Stores

/// `graph --platform` names the stores of `Stores.graphs`.
extension GraphKind: PlatformList {
  /// The registered stores' diagrams, the default first.
  static var kinds: [GraphKind] { Stores.graphs }

  /// The store `kind` draws.
  static func platform(of kind: GraphKind) -> ScenarioPlatform { kind.platform }

  /// `--platform`'s help: each store's name and what its diagram shows, the default first
  /// ("apple: the app's flow; google-play: Play's approval state machine; …").
  static var help: String {
    kinds.map { "\($0.platform.rawValue): \($0.summary)" }.joined(separator: "; ") + "."
  }
}
