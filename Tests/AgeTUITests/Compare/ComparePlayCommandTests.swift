import Analyses
import CustomDump
import FlowEngine
import Prompts
import Reports
import Scenarios
import Stores
import Testing

/// `agetui compare` on Google Play's side through the built binary: a Google-only scenario
/// compares its Play script, `--store google-play` a two-store one's. (`--by os` on Play's side
/// and `--by sdk` on Apple's, usage errors naming why and what works, are among
/// `CompareCommandTests.errorCases`.)
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
        "texas-teen-both-stores", .sdk, ScenarioPlatform.googlePlay
      ),
    ] as [([String], String, CompareDimension, ScenarioPlatform?)])
  func matchesAnalyses(
    arguments: [String], name: String, dimension: CompareDimension, store: ScenarioPlatform?
  ) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let format = arguments.last.flatMap(ReportFormat.init(rawValue:)) ?? .text
    let at: CompareStep = arguments.contains("--at") ? .number(1) : .firstDifference
    let expected = try Comparison(
      scenario: scenario, by: dimension, at: at, platform: store)
    let run = try AgeTUIBinary.run(["compare"] + arguments)
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.stdout, expected.rendered(format))
    expectNoDifference(expected.platform, .googlePlay)
  }
}
