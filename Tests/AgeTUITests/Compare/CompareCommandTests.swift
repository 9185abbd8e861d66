import Analyses
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

/// `agetui compare` through the built binary: what FlowEngine renders, in each format, and
/// clear errors with status 64.
@Suite("agetui compare")
struct CompareCommandTests {
  @Test(
    "each format prints the comparison FlowEngine renders",
    arguments: ["text", "markdown", "json"])
  func formats(format: String) throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen"))
    let comparison = try Comparison(
      scenario: scenario, by: .region, values: ["US-TX", "US"], at: 1)
    let expected = comparison.rendered(try #require(ReportFormat(rawValue: format)))
    let run = try AgeTUIBinary.run([
      "compare", "texas-teen", "--by", "region", "--values", "US-TX, US", "--at", "1", "--format",
      format,
    ])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.stdout, expected)
  }

  /// Arguments after `compare`, and the first line of standard error.
  static let errorCases: [([String], String)] = [
    (
      ["texas-teen", "--by", "region", "--values", "US,XX"],
      "Error: --values: “XX” is not a region: use one of "
        + RegionTable.builtIn.places.map(\.code).joined(separator: ", ")
    ),
    (
      ["texas-teen", "--by", "mode", "--values", ""],
      "Error: --values: “” is not a sharing mode: use one of always-share, ask-first, never-share"
    ),
    (
      ["texas-teen", "--by", "os", "--at", "9"],
      "Error: --at: 9 is not a step of texas-teen: its walkthrough has steps 0–4 (0 is the "
        + "start, 4 the end)"
    ),
    (
      ["texas-teeen", "--by", "os"],
      "Error: no built-in scenario or file named “texas-teeen”. Did you mean texas-teen? Run "
        + "`agetui scenarios` for the built-in names."
    ),
    (
      ["texas-teen", "--by", "age"],
      "Error: The value 'age' is invalid for '--by <mode|region|os|sdk|consent|platform>'. "
        + "Please provide one of the following:"
    ),
    // Google Play's side (issue 26): each store's own settings, and --store.
    (
      ["play-brazil", "--by", "os"],
      "Error: --by os: the iOS version is Apple's, and play-brazil is compared on Google Play, "
        + "the only store it runs on: use --by mode, region or sdk"
    ),
    (
      ["texas-teen", "--by", "sdk"],
      "Error: --by sdk: the SDK version is Google Play's, and texas-teen is compared on Apple, "
        + "the only store it runs on: use --by mode, region or os"
    ),
    (
      ["texas-teen-both-stores", "--by", "sdk"],
      "Error: --by sdk: the SDK version is Google Play's, and texas-teen-both-stores is compared "
        + "on Apple: use --by mode, region, os or platform; add --store google-play to compare "
        + "its Google Play side by sdk"
    ),
    (
      ["texas-teen-both-stores", "--by", "os", "--store", "google-play"],
      "Error: --by os: the iOS version is Apple's, and texas-teen-both-stores is compared on "
        + "Google Play: use --by mode, region, sdk or platform; drop --store google-play to "
        + "compare its Apple side by os"
    ),
    (
      ["texas-teen", "--by", "mode", "--store", "google-play"],
      "Error: --store google-play: texas-teen runs on Apple only."
    ),
    (
      ["texas-teen-both-stores", "--by", "platform", "--store", "apple"],
      "Error: --store apple: --by platform puts the stores side by side; --store chooses the "
        + "side that --by mode, region, os, sdk or consent compares"
    ),
    (
      ["play-brazil", "--by", "sdk", "--values", "0.0.5"],
      "Error: --values: “0.0.5” is not an SDK version: use one of 0.0.3, 0.0.4"
    ),
    (
      ["play-brazil", "--by", "mode", "--at", "2"],
      "Error: --at: 2 is not a step of play-brazil: its walkthrough has steps 0–1 (0 is the "
        + "start, 1 the end)"
    ),

  ]

  /// Issue 23: no `--at` compares the first step where the setting changes what the columns
  /// show, `--at last` the end.
  @Test(
    "without --at the first differing step, with --at last the end",
    arguments: [([] as [String], CompareStep.firstDifference), (["--at", "last"], .last)])
  func defaultStep(arguments: [String], choice: CompareStep) throws {
    let scenario = try #require(ScenarioLibrary.named("sharing-modes"))
    let expected = try Comparison(scenario: scenario, by: .mode, at: choice)
    let run = try AgeTUIBinary.run(["compare", "sharing-modes", "--by", "mode"] + arguments)
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stdout, expected.rendered(.text))
    expectNoDifference(
      run.stdout.contains("after walkthrough step 1 of 11"), (choice == .firstDifference))
  }

  @Test("bad usage exits 64 and names what is valid", arguments: errorCases)
  func errors(arguments: [String], message: String) throws {
    let run = try AgeTUIBinary.run(["compare"] + arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(run.stderr.split(separator: "\n").first.map(String.init), message)
  }

  /// `--help` names every registered store's settings, read off the registration, so a new
  /// store's appear without editing the command.
  @Test func helpNamesEachStoresSettings() throws {
    let run = try AgeTUIBinary.run(["compare", "--help"])
    expectNoDifference(run.status, 0)
    let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let settings =
      "Each store's side is compared by its own settings: Apple's by mode (sharing mode), "
      + "region or os (iOS version); Google Play's by mode (sharing mode), region or sdk (SDK "
      + "version); Amazon Appstore's by region or consent (starting consent)."
    #expect(words.contains(settings), "\(words)")
  }
}
