import CustomDump
import FlowEngine
import Foundation
import Testing

@testable import TestSupport

@Suite("SimDate")
struct SimDateTests {
  private typealias F = AgeRangeFixtures

  @Test(
    "parses real days written as YYYY-MM-DD",
    arguments: [
      ("2026-06-04", 2026, 6, 4),
      ("2024-02-29", 2024, 2, 29),
      ("2000-02-29", 2000, 2, 29),
      ("0001-01-01", 1, 1, 1),
      ("9999-12-31", 9999, 12, 31),
      ("2026-04-30", 2026, 4, 30),
    ])
  func parsesValid(text: String, year: Int, month: Int, day: Int) throws {
    let date = try #require(SimDate(iso: text))
    let parts: [Int] = [date.year, date.month, date.day]
    expectNoDifference(parts, [year, month, day])
    expectNoDifference(date.description, text)
  }

  @Test(
    "rejects text that is not a real YYYY-MM-DD day",
    arguments: [
      "2026-02-29", "2026-02-30", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10",
      "2026-06-00", "0000-01-01", "26-06-04", "2026-6-4", "2026/06/04", "", "2026-06-04 ",
      " 2026-06-04", "2026-06-04T00:00", "+026-06-04", "2026--6-04", "２０２６-06-04",
      "2026-06", "20260604", "abcd-ef-gh",
    ])
  func rejectsInvalid(text: String) {
    expectNoDifference(SimDate(iso: text), nil)
  }

  @Test(
    "the memberwise initializer rejects days that do not exist",
    arguments: [
      (2026, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 1, 0), (0, 1, 1), (10_000, 1, 1),
    ]
  )
  func memberwiseRejects(year: Int, month: Int, day: Int) {
    expectNoDifference(SimDate(year: year, month: month, day: day), nil)
  }

  @Test(
    "clock arithmetic never overflows: any step stays within years 1 to 9999",
    arguments: [
      (Int.max, "9999-12-31", "9999-12-14", "9999-12-14"),
      (Int.min, "0001-01-01", "0001-01-14", "0001-01-14"),
      (9_000_000_000, "9999-12-31", "9999-12-14", "9999-12-14"),
    ] as [(Int, String, String, String)])
  func hugeSteps(count: Int, days: String, months: String, years: String) {
    let start = F.day("2026-09-14")
    expectNoDifference(start.adding(days: count), F.day(days))
    expectNoDifference(start.adding(months: count), F.day(months))
    expectNoDifference(start.adding(years: count), F.day(years))
  }

  @Test("prints zero-padded months and days")
  func description() throws {
    let date = try #require(SimDate(year: 2026, month: 3, day: 5))
    expectNoDifference(date.description, "2026-03-05")
  }

  @Test(
    "counts days since 1970-01-01",
    arguments: [
      ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2024-02-29", 19_782),
      ("2026-06-04", 20_608), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ])
  func daysSinceEpoch(text: String, days: Int) {
    expectNoDifference(F.day(text).daysSinceEpoch, days)
    expectNoDifference(SimDate(daysSinceEpoch: days), F.day(text))
  }

  @Test("days since the epoch round-trip across every era")
  func epochRoundTrip() {
    let mismatches = stride(from: -719_162, through: 2_932_896, by: 997).filter {
      SimDate(daysSinceEpoch: $0).daysSinceEpoch != $0
    }
    expectNoDifference(mismatches, [])
  }

  @Test(
    "adds days across months, years and leap days",
    arguments: [
      ("2024-02-28", 1, "2024-02-29"), ("2024-02-28", 2, "2024-03-01"),
      ("2026-02-28", 1, "2026-03-01"), ("2025-12-31", 1, "2026-01-01"),
      ("2026-03-01", -1, "2026-02-28"), ("2026-06-04", 365, "2027-06-04"),
      ("2024-01-01", 366, "2025-01-01"), ("2026-06-04", 0, "2026-06-04"),
    ])
  func addingDays(start: String, days: Int, expected: String) {
    expectNoDifference(F.day(start).adding(days: days), F.day(expected))
  }

  @Test(
    "adds months, moving a missing day to the month's last day",
    arguments: [
      ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"),
      ("2026-11-15", 3, "2027-02-15"), ("2026-03-31", -1, "2026-02-28"),
      ("2026-05-31", 1, "2026-06-30"), ("2026-01-15", -13, "2024-12-15"),
    ])
  func addingMonths(start: String, months: Int, expected: String) {
    expectNoDifference(F.day(start).adding(months: months), F.day(expected))
  }

  @Test(
    "adds years; 29 February becomes 28 February in common years",
    arguments: [
      ("2024-02-29", 1, "2025-02-28"), ("2024-02-29", 4, "2028-02-29"),
      ("2026-06-04", -14, "2012-06-04"), ("2028-02-29", -1, "2027-02-28"),
      ("2026-12-31", 1, "2027-12-31"),
    ])
  func addingYears(start: String, years: Int, expected: String) {
    expectNoDifference(F.day(start).adding(years: years), F.day(expected))
  }

  @Test(
    "counts whole years as birthdays do",
    arguments: [
      ("2012-06-04", "2026-06-03", 13), ("2012-06-04", "2026-06-04", 14),
      ("2012-06-04", "2026-12-31", 14), ("2012-06-04", "2012-06-04", 0),
      ("2012-06-04", "2011-01-01", 0), ("2012-12-31", "2013-12-30", 0),
      ("2012-02-29", "2025-02-28", 12), ("2012-02-29", "2025-03-01", 13),
      ("2012-02-29", "2028-02-28", 15), ("2012-02-29", "2028-02-29", 16),
    ])
  func wholeYears(from start: String, until end: String, years: Int) {
    expectNoDifference(F.day(start).wholeYears(until: F.day(end)), years)
  }

  @Test(
    "finds the next birthday or anniversary strictly after a day",
    arguments: [
      ("2025-06-04", "2026-06-03", "2026-06-04"), ("2025-06-04", "2026-06-04", "2027-06-04"),
      ("2025-06-04", "2025-06-04", "2026-06-04"), ("2025-06-04", "2020-01-01", "2026-06-04"),
      ("2025-12-31", "2030-12-30", "2030-12-31"), ("2024-02-29", "2024-02-29", "2025-03-01"),
      ("2024-02-29", "2025-02-28", "2025-03-01"), ("2024-02-29", "2025-03-01", "2026-03-01"),
      ("2024-02-29", "2027-03-01", "2028-02-29"), ("2024-02-29", "2028-02-28", "2028-02-29"),
    ])
  func nextRecurrence(of start: String, after date: String, expected: String) {
    expectNoDifference(F.day(start).nextRecurrence(after: F.day(date)), F.day(expected))
  }

  @Test(
    "a 29 February birthday's next recurrence is the day the age goes up",
    arguments: ["2024-03-01", "2025-02-27", "2025-03-01", "2027-06-01", "2028-02-28"])
  func leapBirthdayRecurrenceMatchesAge(after date: String) {
    let birthdate = F.day("2012-02-29")
    let next = birthdate.nextRecurrence(after: F.day(date))
    expectNoDifference(
      birthdate.wholeYears(until: next), birthdate.wholeYears(until: next.adding(days: -1)) + 1)
  }

  @Test(
    "knows leap years and month lengths",
    arguments: [(2024, true), (2025, false), (1900, false), (2000, true), (2100, false)])
  func leapYears(year: Int, isLeap: Bool) {
    expectNoDifference(SimDate.isLeap(year), isLeap)
    expectNoDifference(SimDate.daysIn(month: 2, year: year), (isLeap ? 29 : 28))
  }

  @Test("month lengths")
  func monthLengths() {
    expectNoDifference(
      (1...12).map { SimDate.daysIn(month: $0, year: 2026) },
      [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
  }

  @Test("orders by day")
  func ordering() {
    let dates = ["2026-06-04", "2025-12-31", "2026-01-01", "2026-06-03"].map { F.day($0) }
    expectNoDifference(
      dates.sorted().map(\.description),
      [
        "2025-12-31", "2026-01-01", "2026-06-03", "2026-06-04",
      ])
  }

  @Test("encodes and decodes as a YYYY-MM-DD string")
  func codable() throws {
    let data = try JSONEncoder().encode([F.day("2026-06-04")])
    expectNoDifference(String(decoding: data, as: UTF8.self), #"["2026-06-04"]"#)
    #expect(try JSONDecoder().decode([SimDate].self, from: data) == [F.day("2026-06-04")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([SimDate].self, from: Data(#"["2026-02-30"]"#.utf8))
    }
  }
}
