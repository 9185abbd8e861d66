import Analyses
import CustomDump
import FlowEngine
import Testing

/// The wording every store's explore report shares: numbers, counts, a final flow step, the
/// swept person's birthdate, and the tables' cells.
@Suite("Explore reports' shared wording")
struct ExploreTextTests {
  @Test(
    "numbers and counts", arguments: [(0, "0 cases"), (1, "1 case"), (459_360, "459,360 cases")])
  func counts(value: Int, text: String) {
    expectNoDifference(ExploreText.count(value, "case"), text)
  }

  @Test(
    "a final flow step as the outcome tables write it",
    arguments: [
      (FlowStep.blocked(.sharingDeclined), "blocked (sharing-declined)", true, nil as Bool?),
      (.running(featureEnabled: true, after: nil), "running (feature on)", false, true),
      (.running(featureEnabled: false, after: .minor), "running (feature off)", false, false),
      (.checkingRegulation, "checking-regulation", false, nil),
    ])
  func describe(step: FlowStep, text: String, blocked: Bool, feature: Bool?) {
    let described = ExploreText.describe(step)
    expectNoDifference(described.step, text)
    expectNoDifference(described.blocked, blocked)
    expectNoDifference(described.feature, feature)
  }

  @Test("the swept person turned their age six months before the sweep's day")
  func birthdates() throws {
    let date = try #require(SimDate(year: 2026, month: 9, day: 14))
    expectNoDifference(
      ExploreOptions.birthdate(age: 14, on: date), SimDate(year: 2012, month: 3, day: 14))
    expectNoDifference(
      ExploreOptions.birthdate(age: 0, on: date), SimDate(year: 2026, month: 3, day: 14))
  }

  @Test(
    "a CSV field is quoted only when it must be",
    arguments: [
      ("US-TX", "US-TX"), ("13–15, minor", "\"13–15, minor\""),
      ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ])
  func csvField(text: String, field: String) {
    expectNoDifference(ExploreTable.csvField(text), field)
  }

  @Test("text columns are padded to their widest cell, the last left ragged")
  func table() {
    expectNoDifference(
      ExploreTable.table(
        header: ["outcome", "cases"], rows: [["O1", "12"], ["O10", "3"]],
        rightAligned: [1]), ["  outcome  cases", "  O1          12", "  O10          3"])
  }
}
