import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Foundation
import GooglePlay
import GooglePlayAnalyses
import Reports
import Scenarios
import Stores
import Testing

@testable import AgeTUI

/// `agetui explore --platforms`: Apple alone stays the sweep it was, Google Play's space is
/// swept with Play's invariants after every action, and the reports name the platform.
@Suite("agetui explore --platforms")
struct ExplorePlatformsTests {
  /// Texas, Ask First, 14, supervised, unverified, the change taking effect, sharing at the
  /// prompt, on both library versions: the Texas teen's six Play cases.
  static let texasTeen = [
    "explore", "--platforms", "google-play", "--regions", "US-TX", "--ages", "14", "--modes",
    "ask-first", "--supervised", "yes", "--tiers", "none", "--change", "effective", "--prompt",
    "share",
  ]

  @Test("--format csv: the Texas teen on Play, every case exactly (reference §8.3)")
  func texasTeenCSV() throws {
    let run = try AgeTUIBinary.run(Self.texasTeen + ["--format", "csv"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let cells = ",,,share,"
    expectNoDifference(
      run.stdout,
      PlayExploreReport.csvHeader.joined(separator: ",") + "\n" + """
        google-play,0,US-TX,ask-first,14,,none\(cells)approve,G1,running (feature off),no,off,,13–15 TIER_B,,,approved,yes,no,0,,,,yes,0.0.4,effective,SHARED,APPROVED
        google-play,1,US-TX,ask-first,14,,none\(cells)decline,G2,blocked (parent-declined),yes,,,13–15 TIER_B,,,declined,yes,no,0,,,,yes,0.0.4,effective,SHARED,DECLINED
        google-play,2,US-TX,ask-first,14,,none\(cells)never,G3,waiting-for-parent,no,,,13–15 TIER_B,,,pending,yes,no,0,,,,yes,0.0.4,effective,SHARED,PENDING
        google-play,3,US-TX,ask-first,14,,none\(cells)approve,G4,running (feature off),no,off,,SUPERVISED 13–15,,,approved,yes,no,0,,,,yes,0.0.3,effective,,
        google-play,4,US-TX,ask-first,14,,none\(cells)decline,G5,blocked (parent-declined),yes,,,SUPERVISED_APPROVAL_DENIED 13–15,,,declined,yes,no,0,,,,yes,0.0.3,effective,,DECLINED
        google-play,5,US-TX,ask-first,14,,none\(cells)never,G6,waiting-for-parent,no,,,SUPERVISED_APPROVAL_PENDING 13–15,,,pending,yes,no,0,,,,yes,0.0.3,effective,,PENDING

        """)
  }

  /// Each JSON row names Play's axes in order, the age a number and supervision a boolean.
  @Test("--format json: the Texas teen's rows, typed by axis")
  func texasTeenJSONRows() throws {
    let run = try AgeTUIBinary.run(Self.texasTeen + ["--format", "json"])
    expectNoDifference(run.status, 0)
    let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("    {\"case\": ") }
    let axes =
      "\"region\": \"US-TX\", \"mode\": \"ask-first\", \"age\": 14, \"supervised\": true, "
      + "\"verification\": \"none\""
    expectNoDifference(
      rows.map(String.init),
      [
        "    {\"case\": 0, \(axes), \"sdk\": \"0.0.4\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"approve\", \"outcome\": \"G1\", \"violations\": 0},",
        "    {\"case\": 1, \(axes), \"sdk\": \"0.0.4\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"decline\", \"outcome\": \"G2\", \"violations\": 0},",
        "    {\"case\": 2, \(axes), \"sdk\": \"0.0.4\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"never\", \"outcome\": \"G3\", \"violations\": 0},",
        "    {\"case\": 3, \(axes), \"sdk\": \"0.0.3\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"approve\", \"outcome\": \"G4\", \"violations\": 0},",
        "    {\"case\": 4, \(axes), \"sdk\": \"0.0.3\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"decline\", \"outcome\": \"G5\", \"violations\": 0},",
        "    {\"case\": 5, \(axes), \"sdk\": \"0.0.3\", \"change\": \"effective\", "
          + "\"prompt\": \"share\", \"parent\": \"never\", \"outcome\": \"G6\", \"violations\": 0}",
      ])
  }

  /// Texas against the US on 0.0.4: in Texas Play shares with no prompt and reads the parent's
  /// approval; in the US the prompt asks and no approval is read (no app-store law).
  @Test("text: outcomes and where each happens")
  func text() throws {
    let run = try AgeTUIBinary.run([
      "explore", "--platforms", "google-play", "--regions", "US-TX,US", "--ages", "14", "--modes",
      "ask-first", "--supervised", "yes", "--tiers", "none", "--sdk", "0.0.4", "--change",
      "effective",
    ])
    expectNoDifference(run.status, 0)
    let outcomes = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("Outcomes:") }.joined(separator: "\n")
    expectNoDifference(
      outcomes,
      """
      Outcomes: 9 distinct, with the cases ending in each
        outcome  cases  step                       access      learned       change    request   prompt
        G1           2  running (feature off)      SHARED      13–15 TIER_B  APPROVED  approved  none
        G2           2  blocked (parent-declined)  SHARED      13–15 TIER_B  DECLINED  declined  none
        G3           2  waiting-for-parent         SHARED      13–15 TIER_B  PENDING   pending   none
        G4           1  running (feature off)      SHARED      13–15 TIER_B  PENDING   approved  shown
        G5           1  running (feature off)      SHARED      13–15 TIER_B  PENDING   declined  shown
        G6           1  running (feature off)      SHARED      13–15 TIER_B  PENDING   pending   shown
        G7           1  running (feature off)      NOT_SHARED  NOT_SHARED    null      approved  shown
        G8           1  running (feature off)      NOT_SHARED  NOT_SHARED    null      declined  shown
        G9           1  running (feature off)      NOT_SHARED  NOT_SHARED    null      pending   shown

      Where each outcome happens (the values of each axis among its cases; an axis not named takes every value)
        G1  region US-TX · parent approve
        G2  region US-TX · parent decline
        G3  region US-TX · parent never
        G4  region US · prompt share · parent approve
        G5  region US · prompt share · parent decline
        G6  region US · prompt share · parent never
        G7  region US · prompt decline · parent approve
        G8  region US · prompt decline · parent decline
        G9  region US · prompt decline · parent never

      Invariant violations: none.

      """)
  }

  @Test(
    "--platforms apple prints what the default prints, byte for byte",
    arguments: ["text", "csv", "json", "markdown"])
  func appleAloneIsUnchanged(format: String) throws {
    let small = ExploreCommandTests.small + ["--format", format]
    let standard = try AgeTUIBinary.run(small)
    let apple = try AgeTUIBinary.run(small + ["--platforms", "apple"])
    expectNoDifference(standard.status, 0)
    expectNoDifference(apple.status, 0)
    expectNoDifference(apple.stdout, standard.stdout)
  }

  @Test("both platforms: JSON wraps Apple's document and Play's; text names them")
  func bothPlatforms() throws {
    let both =
      ExploreCommandTests.small + [
        "--supervised", "yes", "--tiers", "none", "--change", "effective", "--platforms",
        "google-play,apple",
      ]
    let json = try AgeTUIBinary.run(both + ["--format", "json"])
    expectNoDifference(json.status, 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    expectNoDifference(object["format"] as? String, "agetui-explore-platforms")
    expectNoDifference(object["platforms"] as? [String], ["apple", "google-play"])
    expectNoDifference(object["passed"] as? Bool, true)
    let apple = try #require(object["apple"] as? [String: Any])
    let play = try #require(object["googlePlay"] as? [String: Any])
    expectNoDifference(apple["format"] as? String, "agetui-explore")
    expectNoDifference(play["format"] as? String, "agetui-explore-google-play")
    expectNoDifference(play["platform"] as? String, "google-play")
    expectNoDifference(
      play["counts"] as? [String: Int],
      [
        "cases": 48, "worlds": 8, "outcomes": 24, "actions": 80, "failingCases": 0,
      ])
    let text = try AgeTUIBinary.run(both)
    let appleText = try AgeTUIBinary.run(ExploreCommandTests.small)
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    expectNoDifference(lines.first, "Platforms: Apple, then Google Play.")
    #expect(text.stdout.contains("\n" + appleText.stdout + "\nGoogle Play: 48 cases in 8 worlds"))
  }

  @Test(
    "bad --platforms and Play options without Play are usage errors",
    arguments: [
      (
        ["--platforms", "mac"],
        "Error: --platforms: “mac” is not one of apple, google-play, amazon-appstore"
      ),
      (
        ["--sdk", "0.0.3"],
        "Error: --sdk sets a Google Play axis; add --platforms google-play (or apple,google-play)"
      ),
      (
        ["--platforms", "google-play", "--tiers", "tier-e"],
        "Error: --tiers: “tier-e” is not one of none, tier-c, tier-d"
      ),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let run = try AgeTUIBinary.run(["explore"] + arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(
      run.stderr, message + "\nSee 'agetui explore --help' for the values each option takes.\n")
  }

  /// Play's whole default space, in process: every rule holds on every case, and the runs the
  /// threads sweep merge into what one run gives.
  @Test("the default Play sweep: 112,752 cases, every invariant held, threads change nothing")
  func defaultSweep() throws {
    let app = try ScenarioLibrary.defaultScenario.world.app
    let space = PlayExploreSpace(app: app, date: ExploreOptions.standardDate)
    // The US without a law, every region Play's rules name, then elsewhere.
    expectNoDifference(
      space.regions, ["US", "US-TX", "US-UT", "US-LA", "US-AL", "US-CA", "BR", "CA", "GB"])
    let explorer = PlayExplorer(space: space)
    let whole = PlayExplorePartial.merging(
      ExploreCommand.runs(of: space.settingCount, jobs: 3) { explorer.explore(settings: $0) })
    expectNoDifference(whole.caseOutcomes.count, 9 * 3 * 29 * 2 * 3 * 2 * 2 * 2 * 3)
    expectNoDifference(whole.failures, [])
    expectNoDifference(whole.violationCounts, [:])
    var texas = PlayExploreSpace(app: app, date: ExploreOptions.standardDate)
    texas.regions = ["US-TX", "BR"]
    let narrow = PlayExplorer(space: texas)
    let one = narrow.run()
    let split = PlayExplorePartial.merging(
      ExploreCommand.runs(of: texas.settingCount, jobs: 2) { narrow.explore(settings: $0) })
    expectNoDifference(split.caseOutcomes, one.caseOutcomes)
    expectNoDifference(split.outcomes, one.outcomes)
  }
}
