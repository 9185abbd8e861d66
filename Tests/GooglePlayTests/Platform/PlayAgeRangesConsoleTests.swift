import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayScenarios
import Testing

@testable import TestSupport

/// The developer setting the app's own age ranges in Play Console: up to three minimum ages, 2
/// years apart, changed at most once a year (reference §6.3 [V]).
@Suite("Google Play platform: age ranges in Play Console")
struct PlayAgeRangesConsoleTests {
  static func day(_ text: String) -> SimDate { PlayFixtures.day(text) }

  struct Case: Sendable, CustomTestStringConvertible {
    /// Minimum ages set on 2026-07-01, then days later, the second set.
    var first: [Int]
    var daysLater: Int
    var second: [Int]
    /// What the world ends with: the minimum ages, when they were last set, and the refusal.
    var ages: [Int]
    var setOn: SimDate?
    var refusal: PlayRefusal?

    var testDescription: String { "\(first), then \(daysLater) days later \(second)" }
  }

  static let cases: [Case] = [
    // §6.3 [V]: custom ranges 13 and 17 give 0–12, 13–16, 17+; a change is once a year.
    Case(
      first: [13, 17], daysLater: 364, second: [13, 16, 18], ages: [13, 17],
      setOn: day("2026-07-01"),
      refusal: .ageRangesSetWithinYear(lastSet: day("2026-07-01"))),
    Case(
      first: [13, 17], daysLater: 365, second: [13, 16, 18], ages: [13, 16, 18],
      setOn: day("2027-07-01"), refusal: nil),
    // Refused by Play Console's own rules before the year is counted.
    Case(
      first: [13, 14], daysLater: 1, second: [10, 13, 16, 18], ages: [13, 16, 18], setOn: nil,
      refusal: .invalidAgeRanges(.tooClose(13, 14))),
  ]

  @Test(arguments: cases)
  func setTwice(_ test: Case) {
    var world = PlayFixtures.world()
    PlayFixtures.play(
      [
        .setAgeRanges(minimumAges: test.first), .advanceClock(days: test.daysLater),
        .setAgeRanges(minimumAges: test.second),
      ], in: &world)
    expectNoDifference(world.app.ranges.minimumAges, test.ages)
    expectNoDifference(world.app.rangesSetOn, test.setOn)
    expectNoDifference(
      world.trace.first { $0.kind == .rejected }?.detail, test.refusal.map { .refused($0) })
  }

  @Test("each refusal's sentence")
  func refusalTexts() {
    expectNoDifference(
      PlayRefusal.ageRangesSetWithinYear(lastSet: Self.day("2026-07-01")).text,
      "Play Console changes an app's age ranges once a year: last set 2026-07-01, "
        + "next from 2027-07-01")
    expectNoDifference(
      PlayRefusal.invalidAgeRanges(.count(4)).text,
      "Play Console refuses these age ranges: Play Console takes one to three minimum ages; "
        + "got 4")
  }

  @Test("the trace says what was set, and the new ranges put 14 in 13–16")
  func traceAndAnswer() {
    var world = PlayFixtures.world()
    PlayFixtures.play([.setAgeRanges(minimumAges: [13, 17])], in: &world)
    expectNoDifference(world.trace.last?.summary, "Play Console: age ranges 0–12, 13–16, 17+")
    expectNoDifference(world.trace.last?.detail, .ageRanges(world.app.ranges))
    let range = world.app.ranges.range(holding: 14)
    #expect(range.lower == 13 && range.upper == 16)
  }
}
