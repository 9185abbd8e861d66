import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("Active parental controls")
struct AppleParentalControlTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "controls come back only when the range's upper bound is below the age of majority",
    arguments: [
      (
        "2012-03-10", [13, 16], true, "US", OSVersion.v26dot5, "2026-07-01",
        [AppleParentalControl.communicationLimits]
      ),
      ("2012-03-10", [13], true, "US", .v26dot5, "2026-07-01", []),
      ("2009-01-01", [18], true, "US", .v26dot5, "2026-07-01", [.communicationLimits]),
      ("2008-01-01", [18], true, "US", .v26dot5, "2026-07-01", []),
      ("2008-01-01", [13, 21], true, "US-AL", .v26dot5, "2026-07-01", [.communicationLimits]),
      ("2012-03-10", [13, 16], false, "US", .v26dot5, "2026-07-01", []),
      ("2012-03-10", [13, 16], true, "US", .v26, "2026-07-01", [.communicationLimits]),
      (
        "2012-03-10", [13], true, "US-TX", .v26dot2, "2026-07-01",
        [.communicationLimits, .significantAppChangeApprovalRequired]
      ),
      (
        "2012-03-10", [13], true, "US-TX", .v26dot4, "2026-07-01",
        [.communicationLimits, .significantAppChangeApprovalRequired]
      ),
      ("2012-03-10", [13], true, "US-TX", .v26dot5, "2026-07-01", [.communicationLimits]),
      ("2012-03-10", [13], true, "US-TX", .v26, "2026-07-01", [.communicationLimits]),
      ("2012-03-10", [13, 16], true, "US-TX", .v26dot2, "2026-06-03", [.communicationLimits]),
      (
        "2012-03-10", [13], false, "US-UT", .v26dot2, "2027-07-01",
        [.significantAppChangeApprovalRequired]
      ),
      ("1984-05-20", [13], true, "US-UT", .v26dot2, "2027-07-01", []),
    ] as [(String, [Int], Bool, String, OSVersion, String, [AppleParentalControl])])
  func controls(
    born: String, gates: [Int], limits: Bool, region: String, os: OSVersion, day: String,
    expected: [AppleParentalControl]
  ) {
    let context = F.context(
      F.person(born: born, limits: limits), on: day, region: region, os: os)
    expectNoDifference(
      F.ask(gates, in: context).result.sharedRange?.activeParentalControls, expected)
  }
}
