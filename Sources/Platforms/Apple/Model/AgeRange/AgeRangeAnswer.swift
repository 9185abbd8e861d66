import FlowEngine

/// What the app receives from one request, and everything the system did to produce it.
public struct AgeRangeAnswer: Hashable, Sendable {
  /// The response, or the error thrown.
  public var result: AgeRangeResult
  /// Whether a prompt was shown on the person's device.
  public var promptShown: Bool
  /// Whether the answer came from the cache.
  public var fromCache: Bool
  /// A notification shown on the person's device, if any.
  public var notification: AppleShareNotification?
  /// The entry to store in the cache, if the answer changes it.
  public var cacheUpdate: CachedAgeRange?
  /// Why the system answered this way, one sentence each, for "why did this happen".
  public var reasons: [String]

  /// Creates an answer.
  public init(
    result: AgeRangeResult, promptShown: Bool = false,
    fromCache: Bool = false, notification: AppleShareNotification? = nil,
    cacheUpdate: CachedAgeRange? = nil,
    reasons: [String]
  ) {
    self.result = result
    self.promptShown = promptShown
    self.fromCache = fromCache
    self.notification = notification
    self.cacheUpdate = cacheUpdate
    self.reasons = reasons
  }
}
