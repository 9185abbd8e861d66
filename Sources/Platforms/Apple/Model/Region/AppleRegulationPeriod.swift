import FlowEngine

/// A dated stretch during which a region's age-assurance law is in force, as Apple's APIs
/// answer it.
///
/// A court order, an injunction or a delay is a change to these rows, never to code: the
/// simulated clock picks the period that covers the current day.
public struct AppleRegulationPeriod: Hashable, Sendable {
  /// The first day the rules apply.
  public var from: SimDate
  /// The first day they no longer apply, or nil while they stay in force.
  public var until: SimDate?
  /// The gates the system uses instead of the app's (e.g. 13, 16, 18 in Texas).
  public var imposedGates: [Int]
  /// What `requiredRegulatoryFeatures` returns (26.4+).
  public var features: [RegulatoryFeature]
  /// What `isEligibleForAgeFeatures` returns (26.2+).
  public var isEligible: Bool
  /// Whether the range is shared automatically and the person cannot decline.
  public var sharesAutomatically: Bool
  /// Where these rules come from.
  public var source: String
  /// How firm they are.
  public var confidence: Confidence
  /// The reading of the law's dates this period belongs to; nil under every reading.
  public var reading: LawReading?
  /// Whether the rules bind only new accounts: those created on or after `newAccountsFrom`, or
  /// `from` (Apple and Google speak of *new accounts*, reference §8.1).
  public var newAccountsOnly: Bool
  /// The first creation day of a new account, where the law draws the line elsewhere than at
  /// `from` (Alabama: accounts "in existence on January 2, 2027" are existing ones, reference
  /// §9.1); nil: `from`.
  public var newAccountsFrom: SimDate?
  /// Whether the store has given no date of its own for these rules, so they hold only under
  /// `StoreDateReading.statute` (reference §9.1: Apple has announced nothing for Alabama or
  /// California).
  public var unannounced: Bool

  /// Creates a period.
  public init(
    from: SimDate, until: SimDate? = nil, imposedGates: [Int], features: [RegulatoryFeature],
    isEligible: Bool = true, sharesAutomatically: Bool = true, source: String,
    confidence: Confidence, reading: LawReading? = nil, newAccountsOnly: Bool = false,
    newAccountsFrom: SimDate? = nil, unannounced: Bool = false
  ) {
    self.from = from
    self.until = until
    self.imposedGates = imposedGates
    self.features = features
    self.isEligible = isEligible
    self.sharesAutomatically = sharesAutomatically
    self.source = source
    self.confidence = confidence
    self.reading = reading
    self.newAccountsOnly = newAccountsOnly
    self.newAccountsFrom = newAccountsFrom
    self.unannounced = unannounced
  }

  /// Whether the period covers a day.
  public func covers(_ date: SimDate) -> Bool {
    date >= from && until.map { date < $0 } ?? true
  }
}

// MARK: - Readings and accounts (reference §8.1)

extension AppleRegulationPeriod {
  /// Whether the period belongs to a reading of the law's dates.
  func belongs(to reading: LawReading) -> Bool {
    self.reading.map { $0 == reading } ?? true
  }

  /// Whether the period holds under a reading of the stores' own dates.
  func belongs(to storeDates: StoreDateReading) -> Bool {
    storeDates.admits(unannounced: unannounced)
  }

  /// The first creation day of an account these rules bind as new.
  public var firstNewAccountDay: SimDate { newAccountsFrom ?? from }

  /// Whether the period binds an account created on a day (nil: not modelled, so new).
  func binds(accountCreated: SimDate?) -> Bool {
    guard newAccountsOnly, let accountCreated else { return true }
    return accountCreated >= firstNewAccountDay
  }
}
