import ArgumentParser
import CustomDump
import FlowEngine
import StoreCommands
import Testing

/// The argument kinds every store's part of a command reads its flags with: dates, listed
/// values, `run --step`, `--law-dates`.
@Suite("The flags' value kinds")
struct StoreArgumentsTests {
  @Test(
    "a date flag tells a malformed text from a day that does not exist",
    arguments: [
      ("2012-3-15", "expected a date as YYYY-MM-DD, like 2012-03-15"),
      ("15/03/2012", "expected a date as YYYY-MM-DD, like 2012-03-15"),
      ("２０１２-03-15", "expected a date as YYYY-MM-DD, like 2012-03-15"),
      ("0000-01-01", "the year must be 0001 to 9999"),
      ("2026-13-01", "there is no month 13"),
      ("2026-02-30", "2026-02-30 does not exist: February 2026 has 28 days"),
      ("2024-02-30", "2024-02-30 does not exist: February 2024 has 29 days"),
      ("2026-04-31", "2026-04-31 does not exist: April 2026 has 30 days"),
    ])
  func refusedDate(text: String, message: String) {
    do {
      _ = try SimDate.parseArgument(text)
      Issue.record("\(text) was taken")
    } catch {
      expectNoDifference((error as? ValidationError)?.message, message)
    }
  }

  @Test func aDayThatExistsIsTaken() throws {
    #expect(try SimDate.parseArgument("2024-02-29") == SimDate(iso: "2024-02-29"))
  }

  @Test(
    "a listed value matches in any case, an underscore for a hyphen",
    arguments: [
      ("statute", LawReading.statute as LawReading?), ("apple-announced", .storeAnnounced),
      ("APPLE_ANNOUNCED", .storeAnnounced), ("Apple-Announced", .storeAnnounced),
      ("apple announced", nil), ("announced", nil), ("", nil),
    ])
  func listed(word: String, expected: LawReading?) {
    expectNoDifference(LawReading(argument: word), expected)
  }

  @Test(
    "run --step is a number, or else a surface's name",
    arguments: [
      ("0", RunStepArgument.number(0)), ("12", .number(12)),
      ("permission-alert", .surface("permission-alert")),
      ("blocked-screen:parent-declined", .surface("blocked-screen:parent-declined")),
    ])
  func step(word: String, expected: RunStepArgument) {
    expectNoDifference(RunStepArgument(argument: word), expected)
  }

  @Test func lawDatesDefaultToTheStatuteAndNameTheirValuesWhenRefused() throws {
    #expect(try LawDatesOption.parse([]).reading == .statute)
    #expect(
      try LawDatesOption.parse(["--law-dates", "apple-announced"]).reading == .storeAnnounced)
    do {
      _ = try LawDatesOption.parse(["--law-dates", "2027"])
      Issue.record("--law-dates 2027 was taken")
    } catch {
      expectNoDifference(
        LawDatesOption.message(for: error),
        "The value '2027' is invalid for '--law-dates <reading>'. Please provide one of "
          + "'statute' and 'apple-announced'.")
    }
  }
}
