import Analyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import Testing

/// `agetui compare` on Google Play's side through the built binary: a Google-only scenario
/// compares its Play script, `--store google-play` a two-store one's; `--by os` on Play's side
/// and `--by sdk` on Apple's are usage errors (64) naming why and what works.
@Suite("agetui compare on Google Play")
struct ComparePlayCommandTests {
  @Test(
    "each dimension prints the Play comparison Analyses renders",
    arguments: [
      (["play-brazil", "--by", "mode", "--at", "1"], "play-brazil", CompareDimension.mode, nil),
      (
        ["play-verification-required", "--by", "region"], "play-verification-required", .region, nil
      ),
      (["play-sdk-003", "--by", "sdk", "--format", "json"], "play-sdk-003", .sdk, nil),
      (
        [
          "texas-teen-both-stores", "--by", "sdk", "--store", "google-play", "--format", "markdown",
        ],
        "texas-teen-both-stores", .sdk, StoreName.googlePlay
      ),
    ] as [([String], String, CompareDimension, StoreName?)])
  func matchesAnalyses(
    arguments: [String], name: String, dimension: CompareDimension, store: StoreName?
  ) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let format = arguments.last.flatMap(ReportFormat.init(rawValue:)) ?? .text
    let at: CompareStep = arguments.contains("--at") ? .number(1) : .firstDifference
    let expected = try Comparison(scenario: scenario, by: dimension, at: at, store: store)
    let run = try AgeTUIBinary.run(["compare"] + arguments)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    expectNoDifference(run.stdout, expected.rendered(format))
    #expect(expected.store == .googlePlay)
  }

  /// Arguments after `compare`, and the first line of standard error.
  static let errorCases: [([String], String)] = [
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
      "Error: --store apple: --by platform puts both stores side by side; --store chooses the "
        + "side that --by mode, region, os or sdk compares"
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

  @Test("bad usage on either side exits 64 and says why", arguments: errorCases)
  func errors(arguments: [String], message: String) throws {
    let run = try AgeTUIBinary.run(["compare"] + arguments)
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == message)
  }
}
