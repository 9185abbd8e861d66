import FlowEngine

/// What Apple's APIs answer in one region: when its age-assurance law is in force (newest rules
/// last) and whether the system reports how an age was checked there. The place itself (name,
/// age of majority, sources) is the kernel's `Region`; this is Apple's row for its code in
/// `RegionRules`.
public struct AppleRegionRule: Hashable, Sendable {
  /// Whether the system reports how an age was checked here on 26.2–26.4 (the granular cases
  /// are "only available in some regions").
  public var reportsAssuranceMethod: Bool
  /// When a law is in force, newest rules last.
  public var regulation: [AppleRegulationPeriod]

  /// A region without an age-assurance law whose assurance method goes unreported.
  public static let noLaw = AppleRegionRule()

  /// Creates a rule.
  public init(reportsAssuranceMethod: Bool = false, regulation: [AppleRegulationPeriod] = []) {
    self.reportsAssuranceMethod = reportsAssuranceMethod
    self.regulation = regulation
  }

  /// The period in force on a day, if any (the last matching row wins). A rule straight from
  /// the table reads the laws' dates as the statute does, and takes every store to follow the
  /// statute; `binding(reading:storeDates:accountCreated:)` gives the rule under another
  /// reading.
  public func regulation(on date: SimDate) -> AppleRegulationPeriod? {
    regulation.last { $0.covers(date) && $0.belongs(to: LawReading.statute) }
  }

  /// Whether the age-assurance law applies on a day.
  public func isRegulated(on date: SimDate) -> Bool {
    regulation(on: date) != nil
  }
}

// MARK: - Which rules bind this account under which reading (reference §8.1)

extension AppleRegionRule {
  /// The rule as it binds one account: only the periods of `reading` (or of every reading) that
  /// hold under `storeDates`, and none that binds only accounts created after this one was.
  public func binding(
    reading: LawReading, storeDates: StoreDateReading = .statute, accountCreated: SimDate?
  ) -> AppleRegionRule {
    var rule = self
    rule.regulation = regulation.filter {
      $0.belongs(to: reading) && $0.belongs(to: storeDates)
        && $0.binds(accountCreated: accountCreated)
    }.map { period in
      // Chosen: the period now holds under every reading of this rule.
      var chosen = period
      chosen.reading = nil
      return chosen
    }
    return rule
  }

  /// Which rule decided whether the law of the region called `name` applies on `date`, in one
  /// sentence; nil where no reading, store date or account date decided it (no law, or a
  /// period Apple announced under every reading and, for a new-accounts-only period, no account
  /// creation date set).
  public func lawRule(
    of name: String, on date: SimDate, reading: LawReading,
    storeDates: StoreDateReading = .statute, accountCreated: SimDate?
  ) -> String? {
    let ofReading = regulation.filter { $0.belongs(to: reading) }
    let others = regulation.filter { !$0.belongs(to: reading) }
    if let period = ofReading.last(where: { $0.covers(date) }) {
      guard period.belongs(to: storeDates) else {
        return "\(name)'s law applies from \(period.from), but Apple has announced no date for "
          + "it: under store-dates \(storeDates.rawValue) its rules do not apply yet "
          + Confidence.assumption.tag + "."
      }
      // A period for every reading and every account decides nothing worth a sentence.
      guard
        period.reading != nil || period.unannounced
          || (period.newAccountsOnly && accountCreated != nil)
      else {
        return nil
      }
      var sentence = "\(name)'s rules apply from \(period.from)"
      if period.reading != nil {
        sentence += " under \(reading.title) (\(period.source))"
      }
      // Apple's silence is an assumption, said last so the rule reads first.
      let assumed =
        period.unannounced
        ? " Apple has announced no date for them; AgeTUI assumes it follows the statute's "
          + "(store-dates: statute) " + Confidence.assumption.tag + "." : ""
      guard period.newAccountsOnly else { return sentence + "." + assumed }
      sentence +=
        ", to accounts created on or after "
        + (period.newAccountsFrom.map { "\($0)" } ?? "that day")
      guard let accountCreated else {
        return sentence + "; no account creation date is set, so the account counts as new."
          + assumed
      }
      guard accountCreated < period.firstNewAccountDay else {
        return sentence + "; this account was created \(accountCreated), so they apply." + assumed
      }
      sentence +=
        "; this account was created \(accountCreated), before that day, so they do not apply"
      // A later period that reaches existing accounts (Alabama's, from 2027-10-01).
      let reaching = ofReading.filter {
        $0.from > date && $0.belongs(to: storeDates) && $0.binds(accountCreated: accountCreated)
      }.map(\.from).min()
      return sentence + (reaching.map { " until \($0), when they reach existing accounts." } ?? ".")
        + assumed
    }
    if let other = others.last(where: { $0.covers(date) }) {
      let start = ofReading.map(\.from).filter { $0 > date }.min()
      return "\(name)'s rules do not apply yet under \(reading.title)"
        + (start.map { " (they start \($0))" } ?? "")
        + "; under \(other.reading?.title ?? "another reading") they would apply from "
        + "\(other.from)."
    }
    return nil
  }
}
