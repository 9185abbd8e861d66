import CustomDump
import FlowEngine
import GooglePlay
import Testing

/// Play's ranges: the default four, the developer's own (up to three minimum ages, 2 years
/// apart), and the refresh after a birthday (reference §6.3).
@Suite("Google Play age ranges")
struct PlayAgeRangesTests {
  @Test(
    "the default ranges are 0–12, 13–15, 16–17, 18+",
    arguments: [
      (0, 0, 12), (12, 0, 12), (13, 13, 15), (15, 13, 15), (16, 16, 17), (17, 16, 17),
      (18, 18, nil), (70, 18, nil),
    ] as [(Int, Int, Int?)])
  func standard(age: Int, lower: Int, upper: Int?) {
    let range = PlayAgeRanges.standard.range(holding: age)
    expectNoDifference(range.lower, lower)
    expectNoDifference(range.upper, upper)
    expectNoDifference(PlayAgeRanges.standard.description, "0–12, 13–15, 16–17, 18+")
  }

  @Test("13 and 17 give 0–12, 13–16, 17+ (§6.3's example)")
  func custom() throws {
    let ranges = try PlayAgeRanges.custom([13, 17]).get()
    expectNoDifference(ranges.description, "0–12, 13–16, 17+")
    expectNoDifference(
      [12, 13, 16, 17, 40].map { ranges.range(holding: $0).lower }, [0, 13, 13, 17, 17])
    expectNoDifference([12, 13, 16].map { ranges.range(holding: $0).upper }, [12, 16, 16])
    expectNoDifference(ranges.range(holding: 17).upper, nil)
  }

  @Test(
    "Play Console refuses more than three ages, ages out of 3…18, and ages under 2 years apart",
    arguments: [
      ([], "Play Console takes one to three minimum ages; got 0"),
      ([10, 12, 14, 16], "Play Console takes one to three minimum ages; got 4"),
      (
        [2],
        "a minimum age must be from 3 to 18 (ageUpper is at least 2, ageLower at most 18); got 2"
      ),
      (
        [13, 19],
        "a minimum age must be from 3 to 18 (ageUpper is at least 2, ageLower at most 18); got 19"
      ),
      ([13, 14], "minimum ages must rise and be at least 2 years apart; got 13 then 14"),
      ([16, 13], "minimum ages must rise and be at least 2 years apart; got 16 then 13"),
    ] as [([Int], String)])
  func refused(ages: [Int], message: String) {
    switch PlayAgeRanges.custom(ages) {
    case .success(let ranges): Issue.record("accepted \(ranges.minimumAges)")
    case .failure(let error): expectNoDifference(error.description, message)
    }
  }

  @Test(
    "a 13th birthday shows only after the refresh: 2–8 weeks, set by refreshWeeks [I]",
    arguments: [
      ("2026-07-01", 2, 12), ("2026-07-14", 2, 12), ("2026-07-15", 2, 13),
      ("2026-08-25", 8, 12), ("2026-08-26", 8, 13),
    ] as [(String, Int, Int)])
  func refresh(today: String, weeks: Int, reported: Int) throws {
    let account = PlayAccount(birthdate: try #require(SimDate(iso: "2013-07-01")))
    let day = try #require(SimDate(iso: today))
    expectNoDifference(
      AgeSignalsService.reportedAge(of: account, on: day, refreshWeeks: weeks), reported)
  }
}
