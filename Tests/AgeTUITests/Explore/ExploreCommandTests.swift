import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

@testable import AgeTUI

/// `agetui explore` through the built binary: exact rows, the same output on any number of
/// threads, JSON a script can read, and clear errors.
@Suite("agetui explore")
struct ExploreCommandTests {
  /// US and Texas × Ask First × 14 and 42, in a family, unverified, signed in, on 26.5.
  static let small = [
    "explore", "--regions", "US,US-TX", "--modes", "ask-first", "--ages", "14,42", "--family",
    "yes", "--verification", "none", "--signed-in", "yes", "--os", "26.5",
  ]

  @Test("--format csv: every case of a small sweep, exactly")
  func csv() throws {
    let run = try AgeTUIBinary.run(Self.small + ["--format", "csv"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.stdout, Self.expectedCSV)
  }

  @Test("text is the report FlowEngine renders, and one thread prints what two print")
  func textAndThreads() throws {
    let app = try ScenarioLibrary.defaultScenario.world.app
    let space = AppleExploreSpace(
      app: app, regionCodes: ["US", "US-TX"], sharingModes: [.askFirst], ages: [14, 42],
      families: [true], verifications: [.none], signedIn: [true], osVersions: [.v26dot5])
    let explorer = AppleExplorer(space: space)
    let result = explorer.run()
    let expected = AppleExploreReport(
      result: result, reproductions: explorer.reproductions(of: result)
    )
    .rendered(.text)
    let one = try AgeTUIBinary.run(Self.small + ["--jobs", "1"])
    let two = try AgeTUIBinary.run(Self.small + ["--jobs", "2"])
    expectNoDifference(one.status, 0)
    expectNoDifference(one.stdout, expected)
    expectNoDifference(two.stdout, expected)
  }

  /// The sweep the command runs on `--jobs` threads, in process (through the binary, twice, this
  /// took most of the suite's time; the binary's own threads are checked above, on `small`).
  @Test("a wide sweep on three threads prints the rows one thread prints")
  func wideSweepOnThreads() throws {
    let space = AppleExploreSpace(
      app: try ScenarioLibrary.defaultScenario.world.app,
      regionCodes: ["US", "US-TX", "US-UT", "US-AL"], ages: Array(0...3) + Array(12...19) + [42])
    let explorer = AppleExplorer(space: space)
    let csv = { (jobs: Int) -> String in
      var pieces: [String] = []
      ExploreCommand.swept(explorer, jobs: jobs).report().writeAlone(
        .csv, to: ReportOutput(text: { pieces.append($0) }, bytes: { _ in }))
      return pieces.joined()
    }
    let one = csv(1)
    expectNoDifference(one.split(separator: "\n").count, 1 + 4 * 3 * 13 * 2 * 4 * 2 * 6 * 6)
    expectNoDifference(csv(3), one)
  }

  @Test("--format json: counts, outcomes, patterns and one row per case")
  func json() throws {
    let run = try AgeTUIBinary.run(Self.small + ["--format", "json"])
    expectNoDifference(run.status, 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    expectNoDifference(object["format"] as? String, "agetui-explore")
    expectNoDifference(object["version"] as? Int, 1)
    expectNoDifference(object["passed"] as? Bool, true)
    let counts = try #require(object["counts"] as? [String: Int])
    expectNoDifference(
      counts,
      [
        "cases": 24, "outcomes": 7, "states": 17, "transitions": 13, "actions": 13,
        "failingCases": 0,
      ])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    expectNoDifference(
      outcomes.map { $0["step"] as? String },
      [
        "running (feature off)", "running (feature off)", "running (feature on)",
        "running (feature off)", "blocked (parent-declined)", "blocked (question-expired)",
        "blocked (unverified-adult)",
      ])
    let rows = try #require(object["rows"] as? [[String: Any]])
    expectNoDifference(rows.count, 24)
    expectNoDifference(
      rows.map { $0["outcome"] as? String },
      [
        "O1", "O1", "O1", "O2", "O2", "O2", "O3", "O3", "O3", "O2", "O2", "O2",
        "O4", "O5", "O6", "O4", "O5", "O6", "O7", "O7", "O7", "O7", "O7", "O7",
      ])
    expectNoDifference(rows[13]["region"] as? String, "US-TX")
    expectNoDifference(rows[13]["age"] as? Int, 14)
    expectNoDifference(rows[13]["family"] as? Bool, true)
    expectNoDifference(rows[13]["parent"] as? String, "decline")
    expectNoDifference(rows[13]["regionDiffers"] as? Bool, true)
    let regions = try #require(object["regionDifferences"] as? [String: Any])
    expectNoDifference(regions["groups"] as? Int, 12)
    expectNoDifference(regions["differingGroups"] as? Int, 12)
    let patterns = try #require(regions["patterns"] as? [[String: Any]])
    expectNoDifference(patterns.count, 8)
    expectNoDifference(
      patterns.last?["outcomes"] as? [String: String], ["US": "O2", "US-TX": "O7"])
    expectNoDifference(patterns.last?["where"] as? [String], ["age 42 · prompt decline"])
  }

  @Test(
    "bad lists name the option and the values it takes; exit 64",
    arguments: [
      (
        ["--regions", "US,XX"],
        "Error: --regions: “XX” is not one of "
          + RegionTable.builtIn.codes.joined(separator: ", ")
      ),
      (["--os", "26.3"], "Error: --os: “26.3” is not one of 26.0, 26.1, 26.2, 26.4, 26.5, 27.0"),
      (["--ages", "5-3"], "Error: --ages: the range “5-3” runs backwards"),
      (["--ages", "9,x"], "Error: --ages: “x” is not an age or a range like 0-25"),
      (["--family", "maybe"], "Error: --family: “maybe” is not one of yes, no"),
      (["--modes", "ask-first,"], "Error: --modes has an empty item in “ask-first,”"),
      (["--regions", "us,US"], "Error: region lists a value twice"),
    ])
  func badLists(arguments: [String], message: String) throws {
    let run = try AgeTUIBinary.run(["explore"] + arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(
      run.stderr, message + "\nSee 'agetui explore --help' for the values each option takes.\n")
  }

  @Test("--timing reports the sweep on standard error and leaves standard output alone")
  func timing() throws {
    let plain = try AgeTUIBinary.run(Self.small + ["--format", "csv"])
    let timed = try AgeTUIBinary.run(Self.small + ["--format", "csv", "--timing", "--jobs", "1"])
    expectNoDifference(timed.status, 0)
    expectNoDifference(timed.stdout, plain.stdout)
    let line = timed.stderr
    #expect(line.hasPrefix("explore: swept 24 cases (4 worlds) on 1 thread in "))
    #expect(line.contains(" s: "))
    #expect(line.contains(" states/s, "))
    #expect(line.contains(" transitions/s; report in "))
    #expect(line.hasSuffix(" s\n"))
    expectNoDifference(line.split(separator: "\n").count, 1)
  }

  @Test("--jobs 0 and a day that does not exist are usage errors")
  func badOptions() throws {
    let jobs = try AgeTUIBinary.run(["explore", "--jobs", "0"])
    expectNoDifference(jobs.status, 64)
    #expect(jobs.stderr.hasPrefix("Error: --jobs must be between 1 and 256; got 0\n"))
    let date = try AgeTUIBinary.run(["explore", "--date", "2026-02-30"])
    expectNoDifference(date.status, 64)
    #expect(date.stderr.contains("2026-02-30 does not exist: February 2026 has 28 days"))
  }

  @Test("--date moves every world: before Texas's law the Texas teen is not asked about")
  func date() throws {
    let run = try AgeTUIBinary.run(
      Self.small + [
        "--date", "2026-05-01", "--regions", "US-TX", "--ages", "14", "--format",
        "csv",
      ])
    expectNoDifference(run.status, 0)
    let rows = run.stdout.split(separator: "\n").dropFirst()
    expectNoDifference(rows.count, 6)
    expectNoDifference(
      rows.first.map(String.init),
      "0,US-TX,ask-first,14,yes,none,yes,26.5,share,approve,O1,running (feature off),no,"
        + "off,not-required,13–15,guardianDeclared,,not asked,no,yes,0,no,no,no")
  }

  static let expectedCSV =
    """
    case,region,mode,age,family,verification,signed_in,os,prompt,parent,outcome,step,blocked,feature,branch,learned,declaration,controls,parent_outcome,parent_asked,prompt_shown,violations,os_differs,region_differs,mode_differs
    0,US,ask-first,14,yes,none,yes,26.5,share,approve,O1,running (feature off),no,off,not-required,13–15,guardianDeclared,,not asked,no,yes,0,no,yes,no
    1,US,ask-first,14,yes,none,yes,26.5,share,decline,O1,running (feature off),no,off,not-required,13–15,guardianDeclared,,not asked,no,yes,0,no,yes,no
    2,US,ask-first,14,yes,none,yes,26.5,share,never,O1,running (feature off),no,off,not-required,13–15,guardianDeclared,,not asked,no,yes,0,no,yes,no
    3,US,ask-first,14,yes,none,yes,26.5,decline,approve,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    4,US,ask-first,14,yes,none,yes,26.5,decline,decline,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    5,US,ask-first,14,yes,none,yes,26.5,decline,never,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    6,US,ask-first,42,yes,none,yes,26.5,share,approve,O3,running (feature on),no,on,not-required,16 or over,selfDeclared,,not asked,no,yes,0,no,yes,no
    7,US,ask-first,42,yes,none,yes,26.5,share,decline,O3,running (feature on),no,on,not-required,16 or over,selfDeclared,,not asked,no,yes,0,no,yes,no
    8,US,ask-first,42,yes,none,yes,26.5,share,never,O3,running (feature on),no,on,not-required,16 or over,selfDeclared,,not asked,no,yes,0,no,yes,no
    9,US,ask-first,42,yes,none,yes,26.5,decline,approve,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    10,US,ask-first,42,yes,none,yes,26.5,decline,decline,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    11,US,ask-first,42,yes,none,yes,26.5,decline,never,O2,running (feature off),no,off,not-required,declinedSharing,,,not asked,no,yes,0,no,yes,no
    12,US-TX,ask-first,14,yes,none,yes,26.5,share,approve,O4,running (feature off),no,off,minor,13–15,guardianDeclared,,approved,yes,no,0,no,yes,no
    13,US-TX,ask-first,14,yes,none,yes,26.5,share,decline,O5,blocked (parent-declined),yes,,minor,13–15,guardianDeclared,,declined,yes,no,0,no,yes,no
    14,US-TX,ask-first,14,yes,none,yes,26.5,share,never,O6,blocked (question-expired),yes,,minor,13–15,guardianDeclared,,expired,yes,no,0,no,yes,no
    15,US-TX,ask-first,14,yes,none,yes,26.5,decline,approve,O4,running (feature off),no,off,minor,13–15,guardianDeclared,,approved,yes,no,0,no,yes,no
    16,US-TX,ask-first,14,yes,none,yes,26.5,decline,decline,O5,blocked (parent-declined),yes,,minor,13–15,guardianDeclared,,declined,yes,no,0,no,yes,no
    17,US-TX,ask-first,14,yes,none,yes,26.5,decline,never,O6,blocked (question-expired),yes,,minor,13–15,guardianDeclared,,expired,yes,no,0,no,yes,no
    18,US-TX,ask-first,42,yes,none,yes,26.5,share,approve,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no
    19,US-TX,ask-first,42,yes,none,yes,26.5,share,decline,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no
    20,US-TX,ask-first,42,yes,none,yes,26.5,share,never,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no
    21,US-TX,ask-first,42,yes,none,yes,26.5,decline,approve,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no
    22,US-TX,ask-first,42,yes,none,yes,26.5,decline,decline,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no
    23,US-TX,ask-first,42,yes,none,yes,26.5,decline,never,O7,blocked (unverified-adult),yes,,unverified-adult,18 or over,selfDeclared,,not asked,no,no,0,no,yes,no

    """
}
