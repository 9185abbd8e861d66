/// One field of an Age Signals answer as the app received it, in Google's name and value
/// (`ageRangeSource`, `TIER_B`; `null` where Google returns null).
public struct PlayField: Hashable, Sendable {
  /// Google's field name.
  public var name: String
  /// Its value as Google writes it.
  public var value: String

  /// Creates a field.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// `name = value`.
  public var text: String { "\(name) = \(value)" }
}
