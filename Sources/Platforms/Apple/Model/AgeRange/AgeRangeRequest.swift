import FlowEngine

/// One call to `requestAgeRange(ageGates:_:_:in:)`.
public struct AgeRangeRequest: Hashable, Sendable {
  /// The app's bundle identifier (the cache key).
  public var bundleID: String
  /// The app's name, as prompts and notifications show it.
  public var appName: String
  /// The gates as the app passed them, unvalidated.
  public var gates: [Int]

  /// Creates a request.
  public init(bundleID: String, appName: String, gates: [Int]) {
    self.bundleID = bundleID
    self.appName = appName
    self.gates = gates
  }
}
