/// One row of the region table: where the person is, and what the law there asks of apps.
public struct Region: Hashable, Sendable, Codable, Identifiable {
  /// The code used on the command line and in scenario files, e.g. `US-TX`.
  public var code: RegionCode
  /// The name shown in Settings.
  public var name: String
  /// The age of an adult here; the regional maximum for any gate.
  public var ageOfMajority: Int
  /// How firm the age of majority is (anything other than 18 is an assumption).
  public var ageOfMajorityConfidence: Confidence
  /// Whether the system reports how an age was checked here on 26.2–26.4 (the granular cases
  /// are "only available in some regions").
  public var reportsAssuranceMethod: Bool
  /// When a law is in force, newest rules last.
  public var regulation: [RegulationPeriod]
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
    ageOfMajorityConfidence: Confidence = .verified, reportsAssuranceMethod: Bool = false,
    regulation: [RegulationPeriod] = [], source: String, confidence: Confidence,
    notes: String = ""
  ) {
    self.code = code
    self.name = name
    self.ageOfMajority = ageOfMajority
    self.ageOfMajorityConfidence = ageOfMajorityConfidence
    self.reportsAssuranceMethod = reportsAssuranceMethod
    self.regulation = regulation
    self.source = source
    self.confidence = confidence
    self.notes = notes
  }

  /// The period in force on a day, if any (the last matching row wins). A row straight from
  /// the table reads the laws' dates as the statute does; `binding(reading:accountCreated:)`
  /// gives the row under another reading.
  public func regulation(on date: SimDate) -> RegulationPeriod? {
    regulation.last { $0.covers(date) && $0.belongs(to: .statute) }
  }

  /// Whether the age-assurance law applies on a day.
  public func isRegulated(on date: SimDate) -> Bool {
    regulation(on: date) != nil
  }
}
