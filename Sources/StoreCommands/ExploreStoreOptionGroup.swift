import ArgumentParser

/// An option group holding one store's `explore` axes, found by reflection as
/// ``AskStoreOptionGroup`` is.
public protocol ExploreStoreOptionGroup {
  /// The store's axes, as parsed.
  var storeAxes: any ExploreStoreOptions { get }
}

extension OptionGroup: ExploreStoreOptionGroup where Value: ExploreStoreOptions {
  /// The group's parsed value.
  public var storeAxes: any ExploreStoreOptions { wrappedValue }
}

extension ParsableArguments {
  /// The stores' `explore` axes among this value's option groups and the groups they nest, in
  /// the order declared.
  public var exploreStores: [any ExploreStoreOptions] {
    Mirror(reflecting: self).children.flatMap { child -> [any ExploreStoreOptions] in
      if let group = child.value as? any ExploreStoreOptionGroup { return [group.storeAxes] }
      return (child.value as? any NestedOptionGroup)?.nestedArguments.exploreStores ?? []
    }
  }
}
