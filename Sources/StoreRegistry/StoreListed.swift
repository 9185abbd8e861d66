import StoreCommands

/// A list of stores: `First`, then `Rest`.
public enum StoreListed<First: StoreDefinition, Rest: StoreList>: StoreList {
  /// The first store's `ask` flags, then the rest's.
  public typealias AskFlags = StoreFlags<First, First.AskFlags, Rest.AskFlags>
  /// The first store's `explore` axes, then the rest's.
  public typealias ExploreFlags = StoreFlags<First, First.ExploreFlags, Rest.ExploreFlags>
  /// The first store's registration, then the rest's.
  public static var registrations: [StoreRegistration] {
    [First.registration] + Rest.registrations
  }
}
