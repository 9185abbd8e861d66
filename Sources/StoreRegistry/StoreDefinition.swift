import StoreCommands

/// One store, as AgeTUI's shared layers take it: its registration, a value with its part for
/// every layer, and the types of its own command-line flags, which are types because
/// swift-argument-parser reads a command's options from a type. A store's room defines one
/// (`AppleDefinition`) and `Stores.Listed` lists it, one line (docs/architecture.md, "A store").
public protocol StoreDefinition: StoreFlagsTitled {
  /// The store's own `ask` flags (its ``AskStoreOptions``), or ``NoStoreFlags``.
  associatedtype AskFlags: StoreFlagGroup = NoStoreFlags
  /// The store's own `explore` axes (its ``ExploreStoreOptions``), or ``NoStoreFlags``.
  associatedtype ExploreFlags: StoreFlagGroup = NoStoreFlags
  /// The store's parts for every shared layer.
  static var registration: StoreRegistration { get }
}
