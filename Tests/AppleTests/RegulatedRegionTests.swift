import Apple
import CustomDump
import FlowEngine
import Testing

@testable import TestSupport

@Suite("Regulated regions")
struct RegulatedRegionTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "Texas from 2026-06-04 shares on its own gates without a prompt, in every mode",
    arguments: SharingMode.allCases)
  func texasSharesAutomatically(mode: SharingMode) {
    let context = F.context(
      F.person(born: "2011-01-15", mode: mode), on: "2026-06-04", region: "US-TX")
    expectNoDifference(
      F.ask([13], in: context, answer: .decline),
      AgeRangeAnswer(
        result: F.shared(13, 15, .guardianDeclared), promptShown: false,
        notification: .required(app: "Landmarks", region: "Texas"),
        cacheUpdate: F.entry(
          [13], F.sharing(13, 15, .guardianDeclared), declaredOn: "2026-06-04",
          validUntil: "2027-06-04"),
        reasons: [
          "Texas requires sharing: the system used the region's gates (13, 16, 18) instead of "
            + "the app's (13), shared 13–15 automatically, and the person could not decline."
        ]))
  }

  @Test(
    "Texas returns its legal categories whatever the app asks",
    arguments: [
      ("2016-01-01", nil, 12, AgeRangeDeclaration.guardianDeclared),
      ("2013-06-04", 13, 15, .guardianDeclared),
      ("2010-06-04", 16, 17, .guardianDeclared),
      ("2009-06-05", 16, 17, .guardianDeclared),
      ("2008-06-04", 18, nil, .selfDeclared),
      ("1984-05-20", 18, nil, .selfDeclared),
    ] as [(String, Int?, Int?, AgeRangeDeclaration)])
  func texasCategories(born: String, lower: Int?, upper: Int?, declaration: AgeRangeDeclaration) {
    let context = F.context(F.person(born: born), on: "2026-06-04", region: "US-TX")
    expectNoDifference(F.ask([18], in: context).result, F.shared(lower, upper, declaration))
  }

  @Test("Texas the day before its effective date behaves as a nonregulated region")
  func texasBeforeEffectiveDate() {
    let neverShare = F.context(
      F.person(born: "2011-01-15", mode: .neverShare), on: "2026-06-03", region: "US-TX")
    expectNoDifference(
      F.ask([13], in: neverShare),
      AgeRangeAnswer(
        result: .response(.declinedSharing),
        reasons: [
          "Never Share: the parent chose never to share, so the system declined without a "
            + "prompt."
        ]))
    let askFirst = F.context(F.person(born: "2011-01-15"), on: "2026-06-03", region: "US-TX")
    let answer = F.ask([13], in: askFirst)
    expectNoDifference(answer.result, F.shared(13, nil, .guardianDeclared))
    #expect(answer.promptShown)
  }

  @Test(
    "each regulated row applies from its own effective date",
    arguments: [
      ("US-UT", "2026-05-06", false), ("US-UT", "2027-05-05", false),
      ("US-UT", "2027-05-06", true), ("US-CA", "2026-12-31", false), ("US-CA", "2027-01-01", true),
      ("US-LA", "2026-07-01", false), ("US-LA", "2027-06-30", false),
      ("US-LA", "2027-07-01", true), ("US-TX", "2026-01-01", false),
      ("US-TX", "2026-06-04", true), ("US", "2030-01-01", false), ("BR", "2027-01-01", false),
    ])
  func effectiveDates(region: String, day: String, regulated: Bool) {
    // Born 2013-01-01: 13 or 14 on every day listed, so 13–15 whenever the law applies.
    let context = F.context(
      F.person(born: "2013-01-01", mode: .neverShare), on: day, region: region)
    let expected: AgeRangeResult =
      regulated ? F.shared(13, 15, .guardianDeclared) : .response(.declinedSharing)
    expectNoDifference(F.ask([13], in: context).result, expected)
  }

  @Test("the regulated-share notification is an assumption that can be turned off")
  func noRegulatedNotification() {
    let context = F.context(
      F.person(born: "2011-01-15"), on: "2026-06-04", region: "US-TX",
      assumptions: Assumptions(notifiesOnRegulatedShare: false))
    expectNoDifference(F.ask([13], in: context).notification, nil)
  }

  @Test("a second request in a regulated region comes from the cache, silently")
  func regulatedCache() {
    var cache = AgeRangeCache()
    let person = F.person(born: "2011-01-15")
    let first = F.ask([13], in: F.context(person, on: "2026-06-04", region: "US-TX"))
    if let update = first.cacheUpdate { cache.store(update) }
    expectNoDifference(
      F.ask([13], in: F.context(person, on: "2026-06-05", region: "US-TX", cache: cache)),
      AgeRangeAnswer(
        result: F.shared(13, 15, .guardianDeclared), fromCache: true,
        reasons: [
          "Cached: the system returned the answer given on 2026-06-04 (13–15) without a "
            + "prompt; it holds until the anniversary, 2027-06-04, unless Share Age Range "
            + "Again is used in Settings."
        ]))
  }

  @Test("a decline cached before the law took effect cannot hold once sharing is required")
  func regulatedIgnoresCachedDecline() {
    let person = F.person(born: "2011-01-15")
    let declined = F.ask(
      [13], in: F.context(person, on: "2026-06-01", region: "US-TX"), answer: .decline)
    expectNoDifference(declined.result, .response(.declinedSharing))
    var cache = AgeRangeCache()
    if let update = declined.cacheUpdate { cache.store(update) }
    let later = F.ask([13], in: F.context(person, on: "2026-06-10", region: "US-TX", cache: cache))
    expectNoDifference(later.result, F.shared(13, 15, .guardianDeclared))
    expectNoDifference(later.fromCache, false)
    expectNoDifference(later.promptShown, false)
    expectNoDifference(
      later.cacheUpdate,
      F.entry(
        [13], F.sharing(13, 15, .guardianDeclared), declaredOn: "2026-06-01",
        validUntil: "2027-06-01"))
  }
}
