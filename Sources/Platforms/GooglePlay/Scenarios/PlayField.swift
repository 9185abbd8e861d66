import Scenarios

/// An expected value of a field Google's SDK may return as `null`: `source: TIER_B`,
/// `source: null`, or `source: no result yet` (the app has no `checkAgeSignals` result yet).
public enum PlayField<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The field is `null`.
  case null
  /// The field holds this value.
  case value(Value)
  /// The app has no `checkAgeSignals` result yet (it has not called it, or Play answered only
  /// `requestAgeSignalsAccess`, or every call threw), so there is no field to read.
  case noResultYet

  /// How `expect` results write it: `no result yet`.
  public static var noResultYetText: String { "no result yet" }
}
