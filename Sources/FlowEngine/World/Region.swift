/// One row of the region table: a place, as every store sees it. What the law there asks of
/// apps, and so what each store's APIs answer, is each platform's own `RegionRules` row for the
/// code.
public struct Region: Hashable, Sendable, Identifiable, RegionKeyed {
  /// The code used on the command line and in scenario files, e.g. `US-TX`.
  public var code: RegionCode
  /// The name shown in Settings.
  public var name: String
  /// The age of an adult here; the regional maximum for any gate.
  public var ageOfMajority: Int
  /// How firm the age of majority is (anything other than 18 is an assumption).
  public var ageOfMajorityConfidence: Confidence
  /// Where the row comes from.
  public var source: String
  /// How firm the row is as a whole.
  public var confidence: Confidence
  /// What a presenter should know about the row (injunctions, delays, other rules).
  public var notes: String

  /// The table key.
  public var id: RegionCode { code }

  /// Creates a row.
  public init(
    code: RegionCode, name: String, ageOfMajority: Int = 18,
    ageOfMajorityConfidence: Confidence = .verified, source: String, confidence: Confidence,
    notes: String = ""
  ) {
    self.code = code
    self.name = name
    self.ageOfMajority = ageOfMajority
    self.ageOfMajorityConfidence = ageOfMajorityConfidence
    self.source = source
    self.confidence = confidence
    self.notes = notes
  }
}
