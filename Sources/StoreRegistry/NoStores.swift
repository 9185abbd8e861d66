import StoreCommands

/// The end of a list of stores.
public enum NoStores: StoreList {
  /// No flags.
  public typealias AskFlags = NoStoreFlags
  /// No axes.
  public typealias ExploreFlags = NoStoreFlags
  /// No registrations.
  public static var registrations: [StoreRegistration] { [] }
}
