import FlowEngine

/// How a side's world takes one setting a comparison changes: the values it takes, its own, a
/// value as a heading, and the world with a value in force. A side keeps one per
/// ``CompareDimension`` it is compared by.
public struct CompareSetting<World>: Sendable {
  /// Every value, in display order.
  public var values: @Sendable (World) -> [String]
  /// The world's own value.
  public var value: @Sendable (World) -> String
  /// A value as a column heading.
  public var label: @Sendable (String, World) -> String
  /// The world with the value in force; nil when the setting does not take it.
  public var applying: @Sendable (String, World) -> World?

  /// A setting from its four readings.
  public init(
    values: @escaping @Sendable (World) -> [String], value: @escaping @Sendable (World) -> String,
    label: @escaping @Sendable (String, World) -> String,
    applying: @escaping @Sendable (String, World) -> World?
  ) {
    self.values = values
    self.value = value
    self.label = label
    self.applying = applying
  }
}

extension CompareSetting {
  /// The region setting of a store whose world keeps the child's region at `region`: the codes
  /// of `regions` (the scenario's table), headed `US-TX Texas`.
  public static func region(
    in regions: RegionTable, at region: any WritableKeyPath<World, RegionCode> & Sendable
  ) -> CompareSetting {
    CompareSetting(
      values: { _ in regions.places.map(\.code.rawValue) },
      value: { $0[keyPath: region].rawValue },
      label: { value, _ in
        regions.region(code: RegionCode(value)).map { "\($0.code) \($0.name)" } ?? value
      },
      applying: { value, world in
        var changed = world
        changed[keyPath: region] = RegionCode(value)
        return changed
      })
  }
}
