/// An expected value of a field Google's SDK may return as `null`: `source: TIER_B` or
/// `source: null`.
public enum PlayField<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The field is `null`.
  case null
  /// The field holds this value.
  case value(Value)
}
