import FlowEngine

/// A state law Amazon answers (amazon.md §8): from when it binds, from when Amazon returns live
/// responses there (later only where a court paused it; nil while paused until further
/// notice), and how firm the row is.
public struct AmazonLaw: Hashable, Sendable {
  /// The law's name ("Texas SB 2420").
  public var name: String
  /// The day the law binds.
  public var inForceFrom: SimDate
  /// The day Amazon returns live responses; between the two, FEATURE_NOT_SUPPORTED; nil when
  /// Amazon returns none "until further notice".
  public var liveFrom: SimDate?
  /// Where the dates come from.
  public var source: String
  /// How firm the dates are.
  public var confidence: Confidence

  /// A law.
  public init(
    name: String, inForceFrom: SimDate, liveFrom: SimDate?, source: String,
    confidence: Confidence
  ) {
    self.name = name
    self.inForceFrom = inForceFrom
    self.liveFrom = liveFrom
    self.source = source
    self.confidence = confidence
  }
}
