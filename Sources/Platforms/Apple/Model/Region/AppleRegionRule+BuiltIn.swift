import FlowEngine

// MARK: - Built-in rules

extension AppleRegionRule {
  /// Apple's rules for the built-in regions (reference §1.3, §1.9, §5), keyed by the codes of
  /// `RegionTable.builtIn`; every other code has no law. A court order, an injunction or a delay
  /// is a change to these rows, never to code. Dates move: re-check them against reference §5,
  /// §8 and §9 before a public demo. Where Apple has announced nothing (Alabama, California) a
  /// period is `unannounced`: it holds only while `assumptions.store-dates` is `statute`.
  public static let builtIn = RegionRules<AppleRegionRule>(
    [
      Row(
        code: "US-TX",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2026, 6, 4), imposedGates: [13, 16, 18],
              features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
              source:
                "SB 2420; Apple news 2025-11-04 (categories under 13, 13-15, 16-17, 18+); "
                + "Fifth Circuit stay 2026-06-04 (new accounts from that day)",
              confidence: .thirdParty, newAccountsOnly: true)
          ])),
      Row(
        code: "US-UT",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2027, 5, 6), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
              source:
                "Utah Code 13-76-202 (the App Store Accountability Act as amended; also listed by "
                + "Amazon's developer docs)",
              confidence: .verified, reading: .statute),
            AppleRegulationPeriod(
              from: date(2026, 5, 6), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
              source: "Apple news 2026-02-24 (new Utah accounts from 2026-05-06)",
              confidence: .verified, reading: .storeAnnounced, newAccountsOnly: true),
          ])),
      Row(
        code: "US-LA",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2027, 7, 1), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
              source: "HB 977 (Act 185 of 2026) delays Act 481 to 2027-07-01",
              confidence: .verified, reading: .statute),
            AppleRegulationPeriod(
              from: date(2026, 7, 1), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
              source: "Apple news 2026-02-24 (new Louisiana accounts from 2026-07-01)",
              confidence: .verified, reading: .storeAnnounced, newAccountsOnly: true),
          ])),
      Row(
        code: "US-AL",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2027, 1, 1), imposedGates: [13, 16, 18], features: alabamaFeatures,
              source:
                "Alabama Act 2026-59, Ala. Code §8-19K (in force 2027-01-01; accounts in "
                + "existence on 2027-01-02 are existing ones); Apple's plan: nothing found, "
                + "assumed to follow the statute",
              confidence: .assumption, newAccountsOnly: true, newAccountsFrom: date(2027, 1, 3),
              unannounced: true),
            AppleRegulationPeriod(
              from: date(2027, 10, 1), imposedGates: [13, 16, 18], features: alabamaFeatures,
              source:
                "Alabama Act 2026-59, Ala. Code §8-19K (stores verify existing accounts by "
                + "2027-10-01); Apple's plan: nothing found, assumed to follow the statute",
              confidence: .assumption, unannounced: true),
          ])),
      Row(
        code: "US-CA",
        rule: AppleRegionRule(
          regulation: [
            AppleRegulationPeriod(
              from: date(2027, 1, 1), imposedGates: [13, 16, 18], features: [],
              source:
                "California AB 1043 (in force 2027-01-01): the operating system asks the user's age "
                + "at device setup and sends an age bracket (under 13, 13-15, 16-17, 18+) to apps "
                + "that ask; Apple has announced nothing, assumed to follow the statute",
              confidence: .assumption, unannounced: true)
          ])),
      Row(
        code: "BR",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true)),
      Row(
        code: "SANDBOX",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2025, 11, 4), imposedGates: [13, 16, 18],
              features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
              source: RegionTable.sandboxSource, confidence: .assumption)
          ])),
      Row(
        code: "SANDBOX-CHANGE-APPLICABLE",
        rule: AppleRegionRule(
          reportsAssuranceMethod: true,
          regulation: [
            AppleRegulationPeriod(
              from: date(2025, 11, 4), imposedGates: [13, 16, 18],
              features: [
                .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
                .significantAppChangeRequiresParentalConsent,
              ],
              source: RegionTable.changeApplicableSource, confidence: .assumption)
          ])),
    ], otherwise: .noLaw)

  private typealias Row = RegionRules<AppleRegionRule>.Row

  /// Alabama's duties as AgeTUI assumes Apple maps them [I]: the age category and the parent's
  /// consent, as in Texas (reference §9.1 names consent and its withdrawal, not notices to
  /// adults).
  private static let alabamaFeatures: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent,
  ]

  /// Utah's and Louisiana's duties: consent for minors and notice for adults (§5.2, §5.3).
  private static let utahLouisianaFeatures: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
    .significantAppChangeRequiresParentalConsent,
  ]

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> SimDate {
    SimDate(year: year, month: month, day: day) ?? SimDate(daysSinceEpoch: 0)
  }
}
