import FlowEngine

// MARK: - Built-in rules

extension PlayRegionRule {
  /// Google Play's rules for the built-in regions, keyed by the codes of `RegionTable.builtIn`;
  /// every other code is left to the sharing modes.
  ///
  /// Dates: Texas binds accounts created after 2026-05-28 (Google's own page, §8.1 [V]: new
  /// accounts only); Utah from 2027-05-06 and Louisiana from 2027-07-01 as their statutes read
  /// (§8.1 [V-law]; the earlier announced dates are the alternative, as for Apple); Alabama from
  /// 2027-01-01 for accounts created after 2027-01-02 and from 2027-10-01 for every account, as
  /// its statute reads, where Google's own pages disagree (§9.1 [U]: the periods are
  /// `unannounced`); California from 2027-01-01 (§9.1 [V]); Brazil from 2026-03-17 (§8.1 [V]);
  /// Canada listed with rules not described (§9.1 [U]: the sharing modes, assumed). An account
  /// without a creation date counts as new [I], as on Apple.
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
        code: "US-AL",
        rule: [
          PlayRegionPeriod(
            from: date(2027, 1, 1), rule: .appStoreLaw(name: "Alabama"),
            source: alabamaSource + "new accounts (not in existence on 2027-01-02) from 2027-01-01",
            confidence: .assumption, newAccountsOnly: true, newAccountsFrom: date(2027, 1, 3),
            unannounced: true),
          PlayRegionPeriod(
            from: date(2027, 10, 1), rule: .appStoreLaw(name: "Alabama"),
            source: alabamaSource + "existing accounts by 2027-10-01",
            confidence: .assumption, unannounced: true),
        ]),
      Row(
        code: "US-CA",
        rule: [
          PlayRegionPeriod(
            from: date(2027, 1, 1), rule: .ageBracketLaw(name: "California"),
            source:
              "Google Play Age Signals: California (AB 1043) starting January 2027; how Play "
              + "answers there is assumed",
            confidence: .assumption)
        ]),
      Row(
        code: "BR",
        rule: [
          PlayRegionPeriod(
            from: date(2026, 3, 17), rule: .declaredOrUnknown,
            source: "Google Play Age Signals: Brazil's law from 2026-03-17",
            confidence: .verified)
        ]),
      Row(
        code: "CA",
        rule: [
          PlayRegionPeriod(
            from: date(2026, 7, 1), rule: .sharingModes,
            source:
              "Google lists Canada where Age Signals 0.0.4 (July 2026) answers; its rules are not "
              + "described, so the sharing modes are assumed",
            confidence: .assumption)
        ]),
    ], otherwise: [])

  /// Where Alabama's Play periods come from: Google's two pages that disagree, and the statute.
  private static let alabamaSource =
    "Google: \"exact date to be determined\" (English page), \"from January 2027\" (Japanese "
    + "page); Alabama Act 2026-59, Ala. Code §8-19K: "

  private typealias Row = RegionRules<[PlayRegionPeriod]>.Row

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> SimDate {
    SimDate(year: year, month: month, day: day) ?? SimDate(daysSinceEpoch: 0)
  }
}
