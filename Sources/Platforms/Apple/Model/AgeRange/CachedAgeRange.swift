import FlowEngine

/// A cached answer for one app and gate set; it lives in the person's account, so it follows
/// them to their other devices.
public struct CachedAgeRange: Hashable, Sendable {
  /// The app's bundle identifier.
  public var bundleID: String
  /// The gates the app asked for.
  public var requestedGates: [Int]
  /// The answer returned until `validUntil`.
  public var response: AgeRangeResponse
  /// The day of the original declaration; its anniversaries end the cache.
  public var declaredOn: SimDate
  /// The first day the cache no longer answers: the next anniversary of `declaredOn`.
  public var validUntil: SimDate

  /// Whether the entry answers on a day.
  public func isValid(on date: SimDate) -> Bool {
    date < validUntil
  }
}
