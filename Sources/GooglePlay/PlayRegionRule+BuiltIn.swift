import FlowEngine

// MARK: - Built-in rules

extension PlayRegionRule {
  /// Google Play's rules for the built-in regions, keyed by the codes of `RegionTable.builtIn`;
  /// every other code is left to the sharing modes.
  ///
  /// Dates: Texas binds accounts created after 2026-05-28 (Google's own page, §8.1 [V]: new
  /// accounts only); Utah from 2027-05-06 and Louisiana from 2027-07-01 as their statutes read
  /// (§8.1 [V-law]; the earlier announced dates are the alternative, as for Apple); Brazil from
  /// 2026-03-17 (§8.1 [V]). An account without a creation date counts as new [I], as on Apple.
  public static let builtIn = RegionRules<[PlayRegionPeriod]>(
    [
      Row(
        code: "US-TX",
        rule: [
          PlayRegionPeriod(
            from: date(2026, 5, 29), rule: .appStoreLaw(name: "Texas"),
            source: "Google Play Age Signals: Texas accounts created after 2026-05-28",
            confidence: .verified, newAccountsOnly: true)
        ]),
      Row(
        code: "US-UT",
        rule: [
          PlayRegionPeriod(
            from: date(2027, 5, 6), rule: .appStoreLaw(name: "Utah"),
            source: "Utah Code 13-76-202 as amended", confidence: .verified)
        ]),
      Row(
        code: "US-LA",
        rule: [
          PlayRegionPeriod(
            from: date(2027, 7, 1), rule: .appStoreLaw(name: "Louisiana"),
            source: "Louisiana HB 977 (Act 185 of 2026)", confidence: .verified)
        ]),
      Row(
        code: "BR",
        rule: [
          PlayRegionPeriod(
            from: date(2026, 3, 17), rule: .declaredOrUnknown,
            source: "Google Play Age Signals: Brazil's law from 2026-03-17",
            confidence: .verified)
        ]),
    ], otherwise: [])

  private typealias Row = RegionRules<[PlayRegionPeriod]>.Row

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> SimDate {
    SimDate(year: year, month: month, day: day) ?? SimDate(daysSinceEpoch: 0)
  }
}
