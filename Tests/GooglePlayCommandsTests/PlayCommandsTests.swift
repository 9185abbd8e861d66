import ArgumentParser
import CustomDump
import FlowEngine
import GooglePlay
import StoreCommands
import Testing

@testable import GooglePlayCommands

/// Google Play's part of the commands: `ask`'s flags and the region list of its help, and
/// `graph --platform google-play`.
@Suite("Google Play's command-line part")
struct PlayCommandsTests {
  @Test(
    "the help's region list gives Play's rule and its date, in a few words",
    arguments: [
      ("US-TX", ["Google Play: app-store law from 2026-05-29 for new accounts"]),
      ("US-UT", ["Google Play: app-store law from 2027-05-06"]),
      ("US-CA", ["Google Play: age-bracket law from 2027-01-01"]),
      (
        "US-AL",
        [
          "Google Play: app-store law from 2027-01-01 for new accounts if Play follows the "
            + "statute (--store-dates)",
          "Google Play: app-store law from 2027-10-01 if Play follows the statute (--store-dates)",
        ]
      ),
      ("BR", ["Google Play: declared or unknown ages only from 2026-03-17"]),
      ("CA", ["Google Play: the sharing modes decide from 2026-07-01"]),
    ])
  func helpFacts(code: String, facts: [String]) throws {
    let region = try #require(RegionTable.builtIn.region(code: RegionCode(rawValue: code)))
    expectNoDifference(PlayAskOptions.helpFacts(region), facts)
  }

  @Test func playsFlagsAreReadIntoItsOptions() throws {
    let options = try PlayAskOptions.parse([
      "--sdk", "0.0.3", "--refresh-weeks", "4", "--change-status", "approved",
      "--approval-date", "2026-09-14",
    ])
    expectNoDifference(options.sdk, .v003)
    expectNoDifference(options.refreshWeeks, 4)
    expectNoDifference(options.changeStatus, .approved)
    expectNoDifference(options.approvalDate, SimDate(iso: "2026-09-14"))
  }

  @Test func theDefaultsAreTheNewestLibraryAndGooglesStandardRefresh() throws {
    let options = try PlayAskOptions.parse([])
    expectNoDifference(options.sdk, .newest)
    expectNoDifference(options.refreshWeeks, AgeSignalsQuery.standardRefreshWeeks)
    expectNoDifference(options.changeStatus, nil)
    expectNoDifference(options.approvalDate, nil)
  }

  @Test func aDateThatIsNotOneIsRefusedByName() {
    do {
      _ = try PlayAskOptions.parse(["--approval-date", "2026-02-30"])
      Issue.record("2026-02-30 was taken")
    } catch {
      expectNoDifference(
        PlayAskOptions.message(for: error),
        "The value '2026-02-30' is invalid for '--approval-date <YYYY-MM-DD>': 2026-02-30 "
          + "does not exist: February 2026 has 28 days")
    }
  }

  @Test func theGraphIsPlaysApprovalMachineWithNoEdgesToUnfold() throws {
    let version = try #require(AppVersion("1.0"))
    let app = AppConfig(
      name: "Landmarks", bundleID: "com.example.landmarks", gates: [13, 16, 18],
      featureName: "Photo sharing", featureMinimumAge: 16, changes: [],
      currentVersion: version, originalInstallVersion: version)
    expectNoDifference(GraphKind.googlePlay.platform, .googlePlay)
    expectNoDifference(
      GraphKind.googlePlay.drawing(app, false).mermaid(),
      PlayApprovalGraph.generate(app: app).mermaid())
    expectNoDifference(
      GraphKind.googlePlay.allEdgesRefusal,
      "--all-edges unfolds the app flow's close edges; Play's approval machine "
        + "(--platform google-play) has none to unfold")
  }
}
