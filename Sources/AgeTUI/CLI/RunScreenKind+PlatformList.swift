import Scenarios
import StoreCommands
import Stores

/// `run --store` names the stores of `Stores.runScreens`.
extension RunScreenKind: PlatformList {
  /// The registered stores' sides, the default first.
  static var kinds: [RunScreenKind] { Stores.runScreens }

  /// The store `kind` draws.
  static func platform(of kind: RunScreenKind) -> ScenarioPlatform { kind.platform }
}
