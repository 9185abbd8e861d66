import Apple
import CustomDump
import FlowEngine
import Testing

@Suite("OS versions")
struct OSVersionTests {
  @Test("versions in release order, 26.5 the default")
  func order() {
    expectNoDifference(
      OSVersion.allCases.map(\.rawValue), ["26.0", "26.1", "26.2", "26.4", "26.5", "27.0"])
    expectNoDifference(OSVersion.allCases.sorted(), OSVersion.allCases)
    expectNoDifference(OSVersion.newest26, .v26dot5)
  }

  @Test(
    "which APIs and cases each version has",
    arguments: [
      // eligibility, regulatory features, granular, confirmed, invalidAccount, approval control
      (OSVersion.v26, [false, false, false, false, false, false]),
      (.v26dot1, [false, false, false, false, false, false]),
      (.v26dot2, [true, false, true, false, false, true]),
      (.v26dot4, [true, true, true, false, false, true]),
      (.v26dot5, [true, true, false, true, false, false]),
      (.v27, [true, true, false, true, true, false]),
    ])
  func capabilities(os: OSVersion, expected: [Bool]) {
    expectNoDifference(
      [
        os.hasEligibilityCheck, os.hasRegulatoryFeatures, os.reportsGranularDeclarations,
        os.reportsConfirmed, os.hasInvalidAccountError, os.hasApprovalRequiredControl,
      ], expected)
    expectNoDifference(os.hasAskCenter, os.hasEligibilityCheck)
    expectNoDifference(os.hasAdultAcknowledgment, os.hasRegulatoryFeatures)
  }

  /// Reference §7: "26.1: AskError"; §2.8: every `AskError` case but `notAvailable` is 26.1.
  @Test("§2.8, §7: AskError exists from 26.1", arguments: OSVersion.allCases)
  func askError(os: OSVersion) {
    expectNoDifference(os.hasAskError, (os != .v26))
  }
}
