import AppleReports
import AppleScenarios
import CustomDump
import GooglePlayReports
import GooglePlayScenarios
import Reports
import Scenarios
import Stores
import Testing

/// A scenario's report is its parts' runs, each played once through its `ReportedPart`, in the
/// order of parts; a store finds its own run by type.
struct RunReportPartsTests {
  @Test(
    "each built-in's report holds one run per store it runs on, in order",
    arguments: [
      ("texas-teen", ["apple"]), ("texas-teen-both-stores", ["apple", "googlePlay"]),
      ("play-brazil", ["googlePlay"]),
    ])
  func oneRunPerPart(name: String, keys: [String]) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let report = RunReport(scenario)
    expectNoDifference(report.runs.map(\.jsonKey), keys)
    expectNoDifference((report.run(AppleRun.self) != nil), keys.contains("apple"))
    expectNoDifference((report.run(PlayRun.self) != nil), keys.contains("googlePlay"))
  }

  @Test("a run already played stands for its store's part, not played again")
  func aPlayedRunStandsForItsPart() throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen-both-stores"))
    var played = AppleScenarioRunner.run(scenario)
    played.steps.removeLast()
    let report = RunReport(played)
    expectNoDifference(report.run(AppleRun.self)?.steps.count, played.steps.count)
    expectNoDifference(report.run(PlayRun.self)?.steps.count, scenario.play?.steps.count)
  }
}
