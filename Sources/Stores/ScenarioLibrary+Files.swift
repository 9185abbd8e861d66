import Scenarios
import StoreRegistry

// MARK: - The built-in scenario files, in display order

extension ScenarioLibrary {
  /// Every built-in's text, in display order (the default first): each registered store's
  /// built-ins (``StoreRegistration/builtIns``, embedded from its room's `Store/BuiltIn`), in
  /// registration order, but those on a store that is not registered (a scenario on several
  /// stores is in the room of the last it needs, so a store taken out leaves it unplayable):
  /// `scripts/check-store-room.sh` takes each store out and asks the rest.
  public static let sources: [Source] = builtIns(of: Stores.registered)

  /// `registered`'s built-ins, in order, but those whose `platforms:` names another store.
  static func builtIns(of registered: [StoreRegistration]) -> [Source] {
    let stores = Set(registered.map(\.compareSide.platform.rawValue))
    return registered.flatMap(\.builtIns).filter { $0.namedPlatforms.allSatisfy(stores.contains) }
  }
}
