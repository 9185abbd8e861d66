import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("isEligibleForAgeFeatures and requiredRegulatoryFeatures")
struct EligibilityTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "isEligibleForAgeFeatures: nil before 26.2, per region and day after, false on a Mac",
    arguments: [
      ("US", OSVersion.v26, "2026-07-01", false, nil),
      ("US-TX", .v26, "2026-07-01", false, nil),
      ("US-TX", .v26, "2026-07-01", true, nil),
      ("US", .v26dot2, "2026-07-01", false, false),
      ("US-TX", .v26dot2, "2026-06-03", false, false),
      ("US-TX", .v26dot2, "2026-06-04", false, true),
      ("US-TX", .v26dot5, "2026-06-04", true, false),
      ("US-UT", .v26dot4, "2026-05-06", false, false),
      ("US-UT", .v26dot4, "2027-05-06", false, true),
      ("US-CA", .v26dot5, "2027-01-01", false, true),
      ("US-LA", .v26dot5, "2026-07-01", false, false),
      ("US-LA", .v27, "2027-07-01", false, true),
      ("BR", .v26dot5, "2026-07-01", false, false),
      ("AU", .v26dot5, "2026-07-01", false, false),
    ] as [(String, OSVersion, String, Bool, Bool?)])
  func eligibility(region: String, os: OSVersion, day: String, isMac: Bool, expected: Bool?) {
    expectNoDifference(
      AgeRangeService.isEligibleForAgeFeatures(
        rule: F.rule(region), os: os, on: F.day(day), isMac: isMac), expected)
  }

  @Test(
    "requiredRegulatoryFeatures: nil before 26.4, the region's features after",
    arguments: [
      ("US-TX", OSVersion.v26dot2, "2026-07-01", nil),
      ("US-TX", .v26, "2026-07-01", nil),
      ("US", .v26dot4, "2026-07-01", []),
      ("US-TX", .v26dot4, "2026-06-03", []),
      (
        "US-TX", .v26dot4, "2026-06-04",
        [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent]
      ),
      (
        "US-UT", .v26dot5, "2027-07-01",
        [
          .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
          .significantAppChangeRequiresParentalConsent,
        ]
      ),
      (
        "US-LA", .v27, "2027-07-01",
        [
          .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
          .significantAppChangeRequiresParentalConsent,
        ]
      ),
      ("US-LA", .v27, "2027-06-30", []),
      ("US-UT", .v26dot5, "2026-07-01", []),
      ("US-CA", .v26dot5, "2027-01-01", []),
      ("BR", .v26dot5, "2026-07-01", []),
    ] as [(String, OSVersion, String, [RegulatoryFeature]?)])
  func features(region: String, os: OSVersion, day: String, expected: [RegulatoryFeature]?) {
    expectNoDifference(
      AgeRangeService.requiredRegulatoryFeatures(rule: F.rule(region), os: os, on: F.day(day)),
      expected)
  }
}
