import Apple
import CustomDump
import FlowEngine
import Scenarios
import Testing

@testable import TestSupport

@Suite("Errors")
struct AgeRangeErrorTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "no Apple Account: notAvailable before 27.0, invalidAccount on 27.0",
    arguments: [
      (OSVersion.v26, false), (.v26dot2, false), (.v26dot4, false), (.v26dot5, false),
      (.v27, true),
    ])
  func signedOut(os: OSVersion, invalidAccount: Bool) {
    let context = F.context(
      F.person(born: "2012-03-10", signedIn: false), on: "2026-07-01", os: os)
    let expected =
      invalidAccount
      ? AgeRangeAnswer(
        result: .error(.invalidAccount("no Apple Account is signed in")),
        reasons: ["No Apple Account is signed in; on 27.0 that throws invalidAccount."])
      : AgeRangeAnswer(
        result: .error(.notAvailable("no Apple Account is signed in")),
        reasons: [
          "No Apple Account is signed in; before 27.0 that throws notAvailable (WWDC25: a device "
            + "configuration issue)."
        ])
    expectNoDifference(F.ask([13, 16], in: context), expected)
  }

  @Test(
    "a managed account: notAvailable before 27.0, invalidAccount on 27.0",
    arguments: [(OSVersion.v26dot5, false), (.v27, true)])
  func managed(os: OSVersion, invalidAccount: Bool) {
    let context = F.context(
      F.person(born: "1984-05-20", inFamily: false, managed: true), on: "2026-07-01", os: os)
    let expected =
      invalidAccount
      ? AgeRangeAnswer(
        result: .error(.invalidAccount("the account is managed and not eligible")),
        reasons: ["A managed account is not eligible; on 27.0 that throws invalidAccount."])
      : AgeRangeAnswer(
        result: .error(.notAvailable("the account is managed and not eligible")),
        reasons: ["A managed account is not eligible; before 27.0 that throws notAvailable."])
    expectNoDifference(F.ask([18], in: context), expected)
  }

  @Test("invalid gates are reported before account problems, in every region and mode")
  func invalidGatesFirst() {
    for region in ["US", "US-TX"] {
      for mode in SharingMode.allCases {
        let context = F.context(
          F.person(born: "2012-03-10", signedIn: false, mode: mode), on: "2026-07-01",
          region: region)
        expectNoDifference(
          F.ask([13, -1, 18], in: context),
          AgeRangeAnswer(
            result: .error(.invalidRequest("age gate -1 is negative")),
            reasons: ["The gates break Apple's rules: age gate -1 is negative."]))
      }
    }
  }

  @Test("account errors come before regulation and before Never Share")
  func accountBeforeRegulation() {
    for (region, mode) in [("US-TX", SharingMode.askFirst), ("US", .neverShare)] {
      let context = F.context(
        F.person(born: "2012-03-10", signedIn: false, mode: mode), on: "2026-07-01",
        region: region)
      expectNoDifference(
        F.ask([13], in: context).result, .error(.notAvailable("no Apple Account is signed in")))
    }
  }

  @Test("error names and messages")
  func names() {
    let errors: [AgeRangeError] = [
      .notAvailable("a"), .invalidRequest("b"), .invalidAccount("c"),
    ]
    expectNoDifference(errors.map(\.name), ["notAvailable", "invalidRequest", "invalidAccount"])
    expectNoDifference(errors.map(\.message), ["a", "b", "c"])
  }
}
