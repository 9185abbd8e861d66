// MARK: - Built-in rows

extension RegionTable {
  /// The places AgeTUI ships with (reference §1.3, §1.9, §5, §9.1); Apple's rules for them are
  /// `AppleRegionRule.builtIn`, Google Play's `PlayRegionRule.builtIn`.
  public static let builtIn = RegionTable(rows: [
    Region(
      code: "US", name: "United States (no app-store law)",
      source: "Nonregulated behaviour: the article 'Requesting people's age range information'",
      confidence: .verified,
      notes: "The app's own gates apply and the person may decline."),
    Region(
      code: "US-TX", name: "Texas",
      source: "Texas SB 2420, Apple developer news 2025-11-04", confidence: .verified,
      notes:
        "Planned for 2026-01-01, enjoined 2025-12-23, enforceable again from 2026-06-04 after "
        + "the Fifth Circuit's stay, for Apple Accounts created from that day (Google: from "
        + "2026-05-28). The feature set is inferred from the law's parental-consent duty."),
    Region(
      code: "US-UT", name: "Utah",
      source: "Utah SB 142 (App Store Accountability Act), Utah Code 13-76-202",
      confidence: .verified,
      notes:
        "The statute as amended starts the duties on 2027-05-06; Apple announced 2026-05-06 "
        + "before the delay, and whether Apple moved its rollout is not verified (the "
        + "law-dates assumption picks the reading). The statute allows re-requesting age data "
        + "at most once every 12 months. Adult notification is inferred from the duty to "
        + "notify users of significant changes."),
    Region(
      code: "US-LA", name: "Louisiana",
      source: "Louisiana HB 570 (Act 481 of 2025), HB 977 (Act 185 of 2026)",
      confidence: .verified,
      notes:
        "Apple announced 2026-07-01 before the delay; its updated date is not verified (the "
        + "law-dates assumption picks the reading). The law also requires notifying developers "
        + "when a parent revokes consent."),
    Region(
      code: "US-CA", name: "California",
      source: "California AB 1043 (Digital Age Assurance Act), Civ. Code §1798.500-.502",
      confidence: .assumption,
      notes:
        "In force 2027-01-01: the operating system provider asks the age at device set-up and "
        + "gives apps an age bracket (under 13, 13-15, 16-17, 18+), not an app-store law. Google "
        + "serves it through Play Age Signals from January 2027; Apple has announced nothing (the "
        + "store-dates assumption). Devices set up and apps downloaded before 2027 catch up by "
        + "2027-07-01; that, the set-up question and the stalled AB 1856 are not modelled."),
    Region(
      code: "US-AL", name: "Alabama", ageOfMajority: 19, ageOfMajorityConfidence: .assumption,
      source: "Alabama Act 2026-59 (Ala. Code §8-19K); age of majority 19 (third-party summaries)",
      confidence: .assumption,
      notes:
        "In force 2027-01-01 for new accounts; stores verify existing accounts (those in "
        + "existence on 2027-01-02 by the statute; before 2026-10-02 by other sources, "
        + "unverified) by 2027-10-01. Categories under 13, 13-15, 16-17, 18+; the parent's "
        + "withdrawal of consent reaches the developer. Google's date is 'to be determined' in "
        + "English and 'from January 2027' in Japanese; Apple's plan is not found (the "
        + "store-dates assumption). Whether Apple uses 19 as the adult age here is not verified: "
        + "an 18-year-old in a family is guardian-declared though the law's top category is 18+."),
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
      code: "BR", name: "Brazil",
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
    Region(
      code: "CA", name: "Canada",
      source: "Google lists Canada where Play Age Signals 0.0.4 answers; no statute named",
      confidence: .assumption,
      notes:
        "Google's rules for Canada are not described, so Play's sharing modes are assumed; Apple "
        + "documents no age-range rules for Canada."),
    // Not places: the sandbox account's Age Assurance setting (see `sandboxCodes`).
    Region(
      code: "SANDBOX", name: "Sandbox Age Assurance",
      source: sandboxSource,
      confidence: .assumption,
      notes:
        "Apple documents what each sandbox test case returns, not a region. This row stands for "
        + "the sandbox account's setting: it behaves like a regulated region with the gates 13, "
        + "16 and 18 that requires parental consent for significant changes."),
    Region(
      code: "SANDBOX-CHANGE-APPLICABLE", name: "Sandbox Age Assurance (change applicable)",

      source: changeApplicableSource,
      confidence: .assumption,
      notes:
        "The sandbox account's setting, modelled as a regulated region with the gates 13, 16 "
        + "and 18 that also requires adults to acknowledge significant changes (the table's "
        + "\"Significant app update notification: True\" for an adult)."),
  ])

  /// Where the sandbox row comes from (Apple's sandbox page; each platform's rules for the row
  /// quote it too).
  public static let sandboxSource =
    "Apple, \"Testing age assurance in sandbox\" (current revision): Settings > Developer > "
    + "Sandbox Apple Account > Manage > Age Assurance."

  /// Where the "change applicable" sandbox row comes from.
  public static let changeApplicableSource =
    "Apple, \"Testing age assurance in sandbox\" (current revision): the test case \"18+, "
    + "age confirmed, change applicable\"."
}
