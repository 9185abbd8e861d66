// MARK: - Built-in rows

extension RegionTable {
  /// The rows AgeTUI ships with (reference §1.3, §1.9, §5).
  public static let builtIn = RegionTable(rows: [
    Region(
      code: "US", name: "United States (no app-store law)",
      source: "Nonregulated behaviour: the article 'Requesting people's age range information'",
      confidence: .verified,
      notes: "The app's own gates apply and the person may decline."),
    Region(
      code: "US-TX", name: "Texas", reportsAssuranceMethod: true,
      regulation: [
        RegulationPeriod(
          from: date(2026, 6, 4), imposedGates: [13, 16, 18],
          features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
          source:
            "SB 2420; Apple news 2025-11-04 (categories under 13, 13-15, 16-17, 18+); "
            + "Fifth Circuit stay 2026-06-04 (new accounts from that day)",
          confidence: .thirdParty, newAccountsOnly: true)
      ],
      source: "Texas SB 2420, Apple developer news 2025-11-04", confidence: .verified,
      notes:
        "Planned for 2026-01-01, enjoined 2025-12-23, enforceable again from 2026-06-04 after "
        + "the Fifth Circuit's stay, for Apple Accounts created from that day (Google: from "
        + "2026-05-28). The feature set is inferred from the law's parental-consent duty."),
    Region(
      code: "US-UT", name: "Utah", reportsAssuranceMethod: true,
      regulation: [
        RegulationPeriod(
          from: date(2027, 5, 6), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
          source:
            "Utah Code 13-76-202 (the App Store Accountability Act as amended; also listed by "
            + "Amazon's developer docs)",
          confidence: .verified, reading: .statute),
        RegulationPeriod(
          from: date(2026, 5, 6), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
          source: "Apple news 2026-02-24 (new Utah accounts from 2026-05-06)",
          confidence: .verified, reading: .appleAnnounced, newAccountsOnly: true),
      ],
      source: "Utah SB 142 (App Store Accountability Act), Utah Code 13-76-202",
      confidence: .verified,
      notes:
        "The statute as amended starts the duties on 2027-05-06; Apple announced 2026-05-06 "
        + "before the delay, and whether Apple moved its rollout is not verified (the "
        + "law-dates assumption picks the reading). The statute allows re-requesting age data "
        + "at most once every 12 months. Adult notification is inferred from the duty to "
        + "notify users of significant changes."),
    Region(
      code: "US-LA", name: "Louisiana", reportsAssuranceMethod: true,
      regulation: [
        RegulationPeriod(
          from: date(2027, 7, 1), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
          source: "HB 977 (Act 185 of 2026) delays Act 481 to 2027-07-01",
          confidence: .verified, reading: .statute),
        RegulationPeriod(
          from: date(2026, 7, 1), imposedGates: [13, 16, 18], features: utahLouisianaFeatures,
          source: "Apple news 2026-02-24 (new Louisiana accounts from 2026-07-01)",
          confidence: .verified, reading: .appleAnnounced, newAccountsOnly: true),
      ],
      source: "Louisiana HB 570 (Act 481 of 2025), HB 977 (Act 185 of 2026)",
      confidence: .verified,
      notes:
        "Apple announced 2026-07-01 before the delay; its updated date is not verified (the "
        + "law-dates assumption picks the reading). The law also requires notifying developers "
        + "when a parent revokes consent."),
    Region(
      code: "US-CA", name: "California",
      regulation: [
        RegulationPeriod(
          from: date(2027, 1, 1), imposedGates: [13, 16, 18], features: [],
          source:
            "California AB 1043 (in force 2027-01-01): the operating system asks the user's age "
            + "at device setup and sends an age bracket (under 13, 13-15, 16-17, 18+) to apps "
            + "that ask",
          confidence: .assumption)
      ],
      source: "California AB 1043 (Digital Age Assurance Act)", confidence: .assumption,
      notes:
        "An OS-level signal, not an app-store law. Modelled as eligible with no regulatory "
        + "feature (no RegulatoryFeature maps to it), sharing the bracket automatically; the "
        + "setup question, devices set up before 2027 and the pending AB 1856 amendment are "
        + "not modelled."),
    Region(
      code: "US-AL", name: "Alabama", ageOfMajority: 19, ageOfMajorityConfidence: .assumption,
      source: "Age of majority 19 (third-party summaries)", confidence: .assumption,
      notes:
        "Whether Apple uses 19 as the adult gate here is not verified. HB 161 (2026) is an "
        + "app-store age law whose details are not verified, so no rules are modelled."),
    Region(
      code: "US-MS", name: "Mississippi", ageOfMajority: 21,
      ageOfMajorityConfidence: .assumption,
      source: "Age of majority 21 (third-party summaries)", confidence: .assumption,
      notes: "Whether Apple uses 21 as the adult gate here is not verified."),
    Region(
      code: "AU", name: "Australia",
      source: "Apple developer news 2026-02-24", confidence: .verified,
      notes:
        "From 2026-02-24 18+ apps need a confirmed adult to download; from 2025-12-10 some "
        + "social-media platforms must keep under-16s off. Neither changes what the API returns."),
    Region(
      code: "BR", name: "Brazil", reportsAssuranceMethod: true,
      source: "Apple developer news 2026-02-24", confidence: .verified,
      notes:
        "The age category is shared when the person or a parent agrees, and the API reports the "
        + "assurance method. A developer reports isEligibleForAgeFeatures still false after the "
        + "compliance date."),
    Region(
      code: "SG", name: "Singapore",
      source: "Apple developer news 2026-02-24", confidence: .verified,
      notes: "From 2026-02-24 18+ apps need a confirmed adult to download."),
    Region(
      code: "GB", name: "United Kingdom",
      source: "No Apple age-range rules documented for the UK", confidence: .assumption,
      notes: "Google lists the UK for 18+ download restrictions; Apple documents none."),
    Region(
      code: "DE", name: "Germany (EU)",
      source: "No Apple age-range rules documented for the EU", confidence: .assumption,
      notes: "Google lists the EEA for 18+ download restrictions; Apple documents none."),
    // Not places: the sandbox account's Age Assurance setting (see `sandboxCodes`).
    Region(
      code: "SANDBOX", name: "Sandbox Age Assurance", reportsAssuranceMethod: true,
      regulation: [
        RegulationPeriod(
          from: date(2025, 11, 4), imposedGates: [13, 16, 18],
          features: [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
          source: sandboxSource, confidence: .assumption)
      ],
      source: sandboxSource,
      confidence: .assumption,
      notes:
        "Apple documents what each sandbox test case returns, not a region. This row stands for "
        + "the sandbox account's setting: it behaves like a regulated region with the gates 13, "
        + "16 and 18 that requires parental consent for significant changes."),
    Region(
      code: "SANDBOX-CHANGE-APPLICABLE", name: "Sandbox Age Assurance (change applicable)",
      reportsAssuranceMethod: true,
      regulation: [
        RegulationPeriod(
          from: date(2025, 11, 4), imposedGates: [13, 16, 18],
          features: [
            .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
            .significantAppChangeRequiresParentalConsent,
          ],
          source: changeApplicableSource, confidence: .assumption)
      ],
      source: changeApplicableSource,
      confidence: .assumption,
      notes:
        "The sandbox account's setting, modelled as a regulated region with the gates 13, 16 "
        + "and 18 that also requires adults to acknowledge significant changes (the table's "
        + "\"Significant app update notification: True\" for an adult)."),
  ])

  /// Utah's and Louisiana's duties: consent for minors and notice for adults (§5.2, §5.3).
  private static let utahLouisianaFeatures: [RegulatoryFeature] = [
    .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
    .significantAppChangeRequiresParentalConsent,
  ]

  private static let sandboxSource =
    "Apple, \"Testing age assurance in sandbox\" (current revision): Settings > Developer > "
    + "Sandbox Apple Account > Manage > Age Assurance."

  private static let changeApplicableSource =
    "Apple, \"Testing age assurance in sandbox\" (current revision): the test case \"18+, "
    + "age confirmed, change applicable\"."

  private static func date(_ year: Int, _ month: Int, _ day: Int) -> SimDate {
    SimDate(year: year, month: month, day: day) ?? SimDate(daysSinceEpoch: 0)
  }
}
