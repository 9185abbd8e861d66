import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("Range computation through the service")
struct RangeComputationTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "the WWDC25 examples: Olivia 14, Emily 9 and Ann 42 with gates 13 and 16",
    arguments: [
      ("Olivia", "2012-03-10", true, F.sharing(13, 15, .guardianDeclared), "13–15"),
      ("Emily", "2017-02-01", true, F.sharing(nil, 12, .guardianDeclared), "12 or under"),
      ("Ann", "1984-05-20", false, F.sharing(16, nil, .selfDeclared), "16 or over"),
    ])
  func talkExamples(
    name: String, born: String, inFamily: Bool, response: AgeRangeResponse, range: String
  ) {
    let context = F.context(F.person(name, born: born, inFamily: inFamily), on: "2026-07-01")
    expectNoDifference(
      F.ask([13, 16], in: context),
      AgeRangeAnswer(
        result: .response(response), promptShown: true,
        cacheUpdate: F.entry(
          [13, 16], response, declaredOn: "2026-07-01", validUntil: "2027-07-01"),
        reasons: [
          "Ask First: asked on \(name)'s device and shared. The app learns \(range), never "
            + "the birthdate."
        ]))
  }

  @Test("Ask First shows the system prompt with every range the gates make")
  func prompt() throws {
    let context = F.context(F.person(born: "2012-03-10"), on: "2026-07-01")
    guard case .prompting(let prompt) = AgeRangeService.handle(F.request([13, 16]), in: context)
    else {
      Issue.record("expected a prompt")
      return
    }
    expectNoDifference(prompt.request, F.request([13, 16]))
    expectNoDifference(prompt.shareable.range, AgeRange(lowerBound: 13, upperBound: 15))
    expectNoDifference(prompt.title, "Share Your Age Range?")
    expectNoDifference(
      prompt.message,
      "“Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or over. "
        + "It will learn “13–15”, not your birthdate.")
    expectNoDifference(prompt.shareButton, "Share Age Range")
    expectNoDifference(prompt.declineButton, "Don’t Share")
  }

  @Test(
    "the prompt lists the ranges of one, two or three gates",
    arguments: [
      ([18], "whether you are 17 or under or 18 or over. It will learn “17 or under”"),
      (
        [13, 16, 18],
        "whether you are 12 or under, 13–15, 16–17 or 18 or over. It will learn “13–15”"
      ),
      ([13], "whether you are 12 or under or 13 or over. It will learn “13 or over”"),
    ])
  func promptChoices(gates: [Int], fragment: String) {
    let context = F.context(F.person(born: "2012-03-10"), on: "2026-07-01")
    guard case .prompting(let prompt) = AgeRangeService.handle(F.request(gates), in: context)
    else {
      Issue.record("expected a prompt")
      return
    }
    expectNoDifference(
      prompt.message, "“Landmarks” would like to know \(fragment), not your birthdate.")
  }

  @Test(
    "gates above the age of majority are lowered to it (the regional maximum)",
    arguments: [
      ("US", [13, 16, 21], "2007-01-01", 18, nil),
      ("US", [13, 16, 21], "2009-01-01", 16, 17),
      ("US", [13, 21], "2009-01-01", 13, 17),
      ("US", [20], "2000-01-01", 18, nil),
      ("US", [17, 20], "2009-01-01", nil, 17),
      ("US-AL", [13, 21], "2008-01-01", 13, 18),
      ("US-AL", [13, 21], "2006-01-01", 19, nil),
      ("US-MS", [13, 25], "2004-01-01", 21, nil),
      ("US-MS", [13, 25], "2006-01-01", 13, 20),
    ] as [(String, [Int], String, Int?, Int?)])
  func regionalMaximum(region: String, gates: [Int], born: String, lower: Int?, upper: Int?) {
    let context = F.context(
      F.person(born: born, inFamily: false), on: "2026-07-01", region: region)
    expectNoDifference(
      F.ask(gates, in: context).result.sharedRange?.range,
      AgeRange(lowerBound: lower, upperBound: upper))
  }

  @Test("without the clamping assumption the app's own gates stand")
  func noClamping() {
    let context = F.context(
      F.person(born: "2007-01-01", inFamily: false), on: "2026-07-01",
      assumptions: Assumptions(clampsGatesToMajority: false))
    expectNoDifference(
      F.ask([13, 21], in: context).result.sharedRange?.range,
      AgeRange(lowerBound: 13, upperBound: 20))
  }

  @Test("ages are counted on the simulated day, birthdays included")
  func birthdayCounts() {
    let person = F.person(born: "2010-07-01")
    expectNoDifference(
      F.ask([16], in: F.context(person, on: "2026-06-30")).result.sharedRange?.range,
      AgeRange(lowerBound: nil, upperBound: 15))
    expectNoDifference(
      F.ask([16], in: F.context(person, on: "2026-07-01")).result.sharedRange?.range,
      AgeRange(lowerBound: 16, upperBound: nil))
  }
}
