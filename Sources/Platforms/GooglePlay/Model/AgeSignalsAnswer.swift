/// Everything the app receives from one round of Age Signals calls, and why.
public struct AgeSignalsAnswer: Hashable, Sendable {
  /// 0.0.4's `requestAgeSignalsAccess` answer; nil in 0.0.3, or when the call failed.
  public var access: AgeSignalsStatus?
  /// Whether Play's in-app sharing prompt appeared.
  public var promptShown: Bool
  /// `checkAgeSignals`' answer; nil when the app may not call it (0.0.4 without `SHARED`) or a
  /// call failed.
  public var result: AgeSignalsResult?
  /// The call that failed and how.
  public var failure: Failure?
  /// Why, one sentence each, assumptions labelled [I].
  public var reasons: [String]

  /// A failed call.
  public struct Failure: Hashable, Sendable {
    /// The call that threw.
    public var call: AgeSignalsCall
    /// What it threw.
    public var error: AgeSignalsError
  }

  /// Creates an answer.
  public init(
    access: AgeSignalsStatus? = nil, promptShown: Bool = false, result: AgeSignalsResult? = nil,
    failure: Failure? = nil, reasons: [String] = []
  ) {
    self.access = access
    self.promptShown = promptShown
    self.result = result
    self.failure = failure
    self.reasons = reasons
  }
}
