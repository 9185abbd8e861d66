import ArgumentParser

/// An option group holding one store's `ask` flags: `Stores.AskFlags` nests one per store
/// listed, and the command finds them by reflection.
public protocol AskStoreOptionGroup {
  /// The store's flags, as parsed.
  var storeOptions: any AskStoreOptions { get }
  /// What the store says before its flags are parsed.
  static var storeSummary: AskStoreSummary { get }
}

extension OptionGroup: AskStoreOptionGroup where Value: AskStoreOptions {
  /// The group's parsed value.
  public var storeOptions: any AskStoreOptions { wrappedValue }

  /// The summary of the group's type.
  public static var storeSummary: AskStoreSummary { AskStoreSummary(Value.self) }
}
