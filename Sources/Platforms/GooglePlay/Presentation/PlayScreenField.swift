/// A name and its value as one of Play's screens shows it: a field of an Age Signals answer in
/// Google's name and value (`ageRangeSource`, `TIER_B`; `null` where Google returns null), or a
/// setting in Family Link.
public struct PlayScreenField: Hashable, Sendable {
  /// The field's name (Google's, for an answer).
  public var name: String
  /// Its value as Google writes it.
  public var value: String

  /// `name = value`.
  public var text: String { "\(name) = \(value)" }
}
