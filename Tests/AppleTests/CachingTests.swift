import CustomDump
import Testing

@testable import Apple
@testable import FlowEngine
@testable import TestSupport

@Suite("Caching and the anniversary rule")
struct CachingTests {
  private typealias F = AgeRangeFixtures

  /// Emily, born 2013-09-01, shares "12 or under" on 2026-03-01 in Ask First.
  private static let emily = F.person("Emily", born: "2013-09-01")

  private static func emilysCache() -> AgeRangeCache {
    let first = F.ask([13], in: F.context(emily, on: "2026-03-01"))
    var cache = AgeRangeCache()
    if let update = first.cacheUpdate { cache.store(update) }
    return cache
  }

  @Test("the first answer is cached until the anniversary of the declaration")
  func firstAnswerCached() {
    expectNoDifference(
      Self.emilysCache().entries,
      [
        F.entry(
          [13], F.sharing(nil, 12, .guardianDeclared), declaredOn: "2026-03-01",
          validUntil: "2027-03-01")
      ])
  }

  @Test(
    "the talk's example: after turning 13 she still gets 12 or under until the anniversary",
    arguments: ["2026-03-02", "2026-08-31", "2026-09-01", "2026-09-05", "2027-02-28"])
  func beforeAnniversary(day: String) {
    let context = F.context(Self.emily, on: day, cache: Self.emilysCache())
    expectNoDifference(
      AgeRangeService.handle(F.request([13]), in: context),
      .answered(
        AgeRangeAnswer(
          result: F.shared(nil, 12, .guardianDeclared), fromCache: true,
          reasons: [
            "Cached: the system returned the answer given on 2026-03-01 (12 or under) without "
              + "a prompt; it holds until the anniversary, 2027-03-01, unless Share Age Range "
              + "Again is used in Settings."
          ])))
  }

  @Test("on the anniversary Ask First prompts again and shares the new range")
  func onAnniversaryAskFirst() {
    let context = F.context(Self.emily, on: "2027-03-01", cache: Self.emilysCache())
    guard case .prompting(let prompt) = AgeRangeService.handle(F.request([13]), in: context)
    else {
      Issue.record("expected a prompt on the anniversary")
      return
    }
    let answer = AgeRangeService.answer(prompt, with: .share, in: context)
    expectNoDifference(answer.result, F.shared(13, nil, .guardianDeclared))
    #expect(answer.promptShown)
    expectNoDifference(
      answer.cacheUpdate,
      F.entry(
        [13], F.sharing(13, nil, .guardianDeclared), declaredOn: "2026-03-01",
        validUntil: "2028-03-01"))
  }

  @Test("on the anniversary Always Share reveals the new range with a notification")
  func onAnniversaryAlwaysShare() {
    var emily = Self.emily
    emily.sharingMode = .alwaysShare
    let answer = F.ask([13], in: F.context(emily, on: "2027-03-01", cache: Self.emilysCache()))
    expectNoDifference(answer.result, F.shared(13, nil, .guardianDeclared))
    expectNoDifference(answer.promptShown, false)
    expectNoDifference(answer.notification?.text, "Shared your age range with Landmarks.")
  }

  @Test("Share Age Range Again clears the app's cache, so the new range is shared at once")
  func shareAgain() {
    var cache = Self.emilysCache()
    cache.clear(bundleID: F.bundleID)
    expectNoDifference(cache.entries, [])
    let answer = F.ask([13], in: F.context(Self.emily, on: "2026-09-05", cache: cache))
    expectNoDifference(
      answer,
      AgeRangeAnswer(
        result: F.shared(13, nil, .guardianDeclared), promptShown: true,
        cacheUpdate: F.entry(
          [13], F.sharing(13, nil, .guardianDeclared), declaredOn: "2026-09-05",
          validUntil: "2027-09-05"),
        reasons: [
          "Ask First: asked on Emily's device and shared. The app learns 13 or over, never the "
            + "birthdate."
        ]))
  }

  @Test(
    "the cache is per app and per gate set",
    arguments: [([13, 16], F.bundleID), ([13], "com.example.other")])
  func perAppAndGates(gates: [Int], bundleID: String) {
    let context = F.context(Self.emily, on: "2026-09-05", cache: Self.emilysCache())
    let answer = AgeRangeService.request(
      F.request(gates, bundleID: bundleID), in: context, promptAnswer: .share)
    expectNoDifference(answer.fromCache, false)
    #expect(answer.promptShown)
  }

  @Test("the cache follows the person to another device and OS")
  func followsPerson() {
    let context = F.context(
      Self.emily, on: "2026-09-05", os: .v26dot2, cache: Self.emilysCache())
    let answer = F.ask([13], in: context)
    #expect(answer.fromCache)
    expectNoDifference(answer.result, F.shared(nil, 12, .guardianDeclared))
  }

  @Test("a cached Ask First decline is returned without a prompt until the anniversary")
  func cachedDecline() {
    let cache = AgeRangeCache(entries: [
      F.entry([13], .declinedSharing, declaredOn: "2026-03-01", validUntil: "2027-03-01")
    ])
    expectNoDifference(
      F.ask([13], in: F.context(Self.emily, on: "2026-06-01", cache: cache)),
      AgeRangeAnswer(
        result: .response(.declinedSharing), fromCache: true,
        reasons: [
          "Cached: the system returned the answer given on 2026-03-01 (Don't Share) without a "
            + "prompt; it holds until the anniversary, 2027-03-01, unless Share Age Range Again "
            + "is used in Settings."
        ]))
    var alwaysShare = Self.emily
    alwaysShare.sharingMode = .alwaysShare
    let shared = F.ask([13], in: F.context(alwaysShare, on: "2026-06-01", cache: cache))
    expectNoDifference(shared.result, F.shared(nil, 12, .guardianDeclared))
    expectNoDifference(shared.fromCache, false)
  }

  @Test("storing replaces the entry for the same app and gates; clearing spares other apps")
  func storeAndClear() {
    var cache = AgeRangeCache()
    let other = CachedAgeRange(
      bundleID: "com.example.other", requestedGates: [13], response: .declinedSharing,
      declaredOn: F.day("2026-01-01"), validUntil: F.day("2027-01-01"))
    cache.store(F.entry([13], .declinedSharing, declaredOn: "2026-03-01", validUntil: "2027-03-01"))
    cache.store(other)
    let replacement = F.entry(
      [13], F.sharing(nil, 12, .guardianDeclared), declaredOn: "2026-03-01",
      validUntil: "2027-03-01")
    cache.store(replacement)
    expectNoDifference(cache.entries, [other, replacement])
    expectNoDifference(cache.entry(bundleID: F.bundleID, gates: [13]), replacement)
    expectNoDifference(cache.entry(bundleID: F.bundleID, gates: [13, 16]), nil)
    expectNoDifference(
      cache.nextAnniversary(bundleID: F.bundleID, after: F.day("2026-06-01")), F.day("2027-03-01"))
    expectNoDifference(
      cache.nextAnniversary(bundleID: "com.example.none", after: F.day("2026-06-01")), nil)
    cache.clear(bundleID: F.bundleID)
    expectNoDifference(cache.entries, [other])
  }

  @Test(
    "an entry answers up to the day before its anniversary",
    arguments: [("2027-02-28", true), ("2027-03-01", false), ("2026-03-01", true)])
  func validity(day: String, valid: Bool) {
    let entry = F.entry([13], .declinedSharing, declaredOn: "2026-03-01", validUntil: "2027-03-01")
    expectNoDifference(entry.isValid(on: F.day(day)), valid)
  }
}
