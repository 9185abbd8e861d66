import ArgumentParser

/// An option group, whatever it holds: the stores' flags are found through the groups that nest
/// them (``StoreFlags``).
protocol NestedOptionGroup {
  /// The group's parsed value.
  var nestedArguments: any ParsableArguments { get }
  /// The type of the group's value.
  static var nestedType: any ParsableArguments.Type { get }
}

extension OptionGroup: NestedOptionGroup {
  var nestedArguments: any ParsableArguments { wrappedValue }
  static var nestedType: any ParsableArguments.Type { Value.self }
}
