import Scenarios
import StoreRegistry

// MARK: - The built-in scenario files, in display order

extension ScenarioLibrary {
  /// Every built-in's text, in display order (the default first): each registered store's
  /// built-ins (``StoreRegistration/builtIns``, embedded from its room's `Store/BuiltIn`), in
  /// registration order.
  public static let sources: [Source] = Stores.registered.flatMap(\.builtIns)
}
