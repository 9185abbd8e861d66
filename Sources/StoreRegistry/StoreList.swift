import StoreCommands

/// A list of stores, as a type: ``StoreListed`` puts a store before a list and ``NoStores`` ends
/// it. The list gives each layer the stores' registrations in order, and each command the
/// stores' flags as one option group, so that a store is added by one line in one list.
public protocol StoreList {
  /// Every listed store's `ask` flags, each under its store's title in `--help`.
  associatedtype AskFlags: StoreFlagGroup
  /// Every listed store's `explore` axes, each under its store's title in `--help`.
  associatedtype ExploreFlags: StoreFlagGroup
  /// Every listed store's registration, in the list's order.
  static var registrations: [StoreRegistration] { get }
}
