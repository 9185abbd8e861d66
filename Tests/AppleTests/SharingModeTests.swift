import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("Sharing modes and who decides")
struct SharingModeTests {
  private typealias F = AgeRangeFixtures

  @Test("Always Share shares without a prompt and notifies on new information")
  func alwaysShareNew() {
    let context = F.context(F.person(born: "2012-03-10", mode: .alwaysShare), on: "2026-07-01")
    expectNoDifference(
      AgeRangeService.handle(F.request([13, 16]), in: context),
      .answered(
        AgeRangeAnswer(
          result: F.shared(13, 15, .guardianDeclared),
          notification: .shared(app: "Landmarks"),
          cacheUpdate: F.entry(
            [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2026-07-01",
            validUntil: "2027-07-01"),
          reasons: [
            "Always Share: the parent chose to share automatically, so 13–15 went to Landmarks "
              + "with no prompt and a notification, as this was new information."
          ])))
  }

  @Test("Always Share after the anniversary re-shares the same range without a notification")
  func alwaysShareNothingNew() {
    let cache = AgeRangeCache(entries: [
      F.entry(
        [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2025-06-01",
        validUntil: "2026-06-01")
    ])
    let context = F.context(
      F.person(born: "2012-03-10", mode: .alwaysShare), on: "2026-07-01", cache: cache)
    expectNoDifference(
      F.ask([13, 16], in: context),
      AgeRangeAnswer(
        result: F.shared(13, 15, .guardianDeclared),
        cacheUpdate: F.entry(
          [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2025-06-01",
          validUntil: "2027-06-01"),
        reasons: [
          "Always Share: the parent chose to share automatically, so 13–15 went to Landmarks "
            + "with no prompt."
        ]))
  }

  @Test("Always Share notifies when the range changed since the last answer")
  func alwaysShareChanged() {
    let cache = AgeRangeCache(entries: [
      F.entry(
        [13, 16], F.sharing(nil, 12, .guardianDeclared), declaredOn: "2025-06-01",
        validUntil: "2026-06-01")
    ])
    let context = F.context(
      F.person(born: "2012-03-10", mode: .alwaysShare), on: "2026-07-01", cache: cache)
    let answer = F.ask([13, 16], in: context)
    expectNoDifference(answer.result, F.shared(13, 15, .guardianDeclared))
    expectNoDifference(answer.notification, .shared(app: "Landmarks"))
  }

  @Test("Ask First: a decline after the prompt, cached as an assumption")
  func askFirstDecline() {
    let context = F.context(F.person(born: "2012-03-10"), on: "2026-07-01")
    expectNoDifference(
      F.ask([13, 16], in: context, answer: .decline),
      AgeRangeAnswer(
        result: .response(.declinedSharing), promptShown: true,
        cacheUpdate: F.entry(
          [13, 16], .declinedSharing, declaredOn: "2026-07-01", validUntil: "2027-07-01"),
        reasons: [
          "Ask First: asked on Olivia's device, and Olivia chose Don't Share. The app learns "
            + "nothing."
        ]))
    let uncached = F.context(
      F.person(born: "2012-03-10"), on: "2026-07-01",
      assumptions: Assumptions(cachesDeclines: false))
    expectNoDifference(F.ask([13, 16], in: uncached, answer: .decline).cacheUpdate, nil)
  }

  @Test(
    "Never Share declines silently; the reason names who chose",
    arguments: [
      ("Emily", "2017-02-01", true, "the parent chose"),
      ("Olivia", "2012-03-10", true, "the parent chose"),
      ("Olivia", "2012-03-10", false, "Olivia chose"),
      ("Ann", "1984-05-20", true, "Ann chose"),
      ("Ann", "1984-05-20", false, "Ann chose"),
    ])
  func neverShare(name: String, born: String, inFamily: Bool, decider: String) {
    let context = F.context(
      F.person(name, born: born, inFamily: inFamily, mode: .neverShare), on: "2026-07-01")
    expectNoDifference(
      AgeRangeService.handle(F.request([13, 16]), in: context),
      .answered(
        AgeRangeAnswer(
          result: .response(.declinedSharing),
          reasons: [
            "Never Share: \(decider) never to share, so the system declined without a prompt."
          ])))
  }

  @Test("Never Share wins over a cached share")
  func neverShareOverCache() {
    let cache = AgeRangeCache(entries: [
      F.entry(
        [13, 16], F.sharing(13, 15, .guardianDeclared), declaredOn: "2026-01-01",
        validUntil: "2027-01-01")
    ])
    let context = F.context(
      F.person(born: "2012-03-10", mode: .neverShare), on: "2026-07-01", cache: cache)
    let answer = F.ask([13, 16], in: context)
    expectNoDifference(answer.result, .response(.declinedSharing))
    expectNoDifference(answer.fromCache, false)
  }

  @Test(
    "a parent decides for a child or teen in Family Sharing below the age of majority",
    arguments: [
      ("2017-02-01", true, 18, true), ("2012-03-10", true, 18, true),
      ("2012-03-10", false, 18, false), ("2008-07-02", true, 18, true),
      ("2008-07-01", true, 18, false), ("2008-07-01", true, 19, true),
      ("2005-07-02", true, 21, true), ("2005-07-01", true, 21, false),
      ("1984-05-20", true, 18, false),
      ("1984-05-20", false, 18, false),
    ])
  func parentDecides(born: String, inFamily: Bool, majority: Int, expected: Bool) {
    let person = F.person(born: born, inFamily: inFamily)
    expectNoDifference(
      person.parentDecides(on: F.day("2026-07-01"), ageOfMajority: majority), expected)
  }

  @Test("the mode titles Settings shows")
  func titles() {
    expectNoDifference(
      SharingMode.allCases.map(\.title), ["Always Share", "Ask First", "Never Share"])
    expectNoDifference(
      SharingMode.allCases.map(\.rawValue), ["always-share", "ask-first", "never-share"])
  }
}
