import AgeScreen
import Analyses
import CustomDump
import FlowEngine
import GooglePlayScreen
import Scenarios
import ScreenTestSupport
import Stores
import Testing

/// `c` on Google Play's side: the compare overlay over Play's settings (sharing mode, region,
/// SDK version, then the platform for a scenario on both stores), Tab, scrolling and Esc as on
/// Apple's side; snapshots in `__Snapshots__/PlayCompareOverlayTests`.
@Suite struct PlayCompareOverlayTests {
  let size = Size(width: 80, height: 24)

  /// The Play shell of a built-in, `steps` script steps in, comparing the registered stores
  /// as the session hands it them.
  func shell(_ name: String, steps: Int = 0) throws -> PlayShell {
    let scenario = try #require(ScenarioLibrary.named(name))
    let side = try #require(PlayStory.ofScenario(scenario))
    var shell = PlayShell(
      story: side, otherStore: scenario.platforms.contains(.apple) ? "Apple" : nil)
    shell.compareSides = Stores.compareSides
    for _ in 0..<steps { _ = shell.update(.shell(.nextStep), size: size) }
    return shell
  }

  @Test(
    "Tab cycles Play's settings, and the platform for a scenario on both stores",
    arguments: [
      ("play-brazil", ["sharing mode", "region", "SDK version", "sharing mode"]),
      (
        "texas-teen-both-stores",
        [
          "sharing mode", "region", "SDK version", "platform · Apple and Google Play",
          "sharing mode",
        ]
      ),
    ])
  func tabCycles(name: String, titles: [String]) throws {
    var shell = try shell(name, steps: 1)
    expectNoDifference(shell.action(for: .character("c"), size: size), .shell(.toggleCompare))
    _ = shell.update(.shell(.toggleCompare), size: size)
    var seen: [String] = []
    for _ in titles {
      let title = try #require(shell.compare?.title)
      seen.append(title.replacingOccurrences(of: "Compare by ", with: ""))
      expectNoDifference(shell.action(for: .tab, size: size), .shell(.cycleCompare))
      _ = shell.update(.shell(.cycleCompare), size: size)
    }
    let step = " · step 1/\(shell.scriptLength)"
    expectNoDifference(seen, titles.map { $0.hasPrefix("platform") ? $0 : $0 + step })
    expectNoDifference(shell.compare?.comparison.platform, .googlePlay)
  }

  @Test func escClosesAndTheScrollKeysMoveTheRows() throws {
    var shell = try shell("play-change-approved", steps: 7)
    _ = shell.update(.shell(.toggleCompare), size: size)
    expectNoDifference(shell.keyContext(size: size).mode, .compare)
    _ = shell.update(.shell(.pageCompare(1)), size: size)
    let paged = try #require(shell.compare?.offset)
    #expect(paged > 0)
    _ = shell.update(.shell(.scrollCompare(-1)), size: size)
    expectNoDifference(shell.compare?.offset, paged - 1)
    expectNoDifference(shell.action(for: .escape, size: size), .shell(.closeCompare))
    _ = shell.update(.shell(.closeCompare), size: size)
    expectNoDifference(shell.compare, nil)
    expectNoDifference(shell.keyContext(size: size).mode, .normal)
  }

  @Test func offTheScriptTheOverlaySaysWhatItLeavesOut() throws {
    var shell = try shell("play-brazil")
    _ = shell.update(.shell(.focus(.child)), size: size)
    _ = shell.update(.shell(.choose), size: size)  // open Landmarks by hand: the script's step
    _ = shell.update(.shell(.choose), size: size)  // close it: off the script
    expectNoDifference(shell.walkthroughLabel, "LIVE · left script 1/1")
    _ = shell.update(.shell(.toggleCompare), size: size)
    expectNoDifference(
      shell.compare?.note,
      "Live changes since step 1 are not in these columns: each replays the script.")
    expectNoDifference(shell.compare?.comparison.step, 1)
  }

  @Test func aStoryMadeInCodeHasNothingToCompare() {
    var shell = PlayShell(story: PlayStories.texasTeen)
    _ = shell.update(.shell(.toggleCompare), size: size)
    expectNoDifference(shell.compare, nil)
    expectNoDifference(
      shell.notice,
      Notice(.info, "texas-teen-play was not opened from a scenario: nothing to compare."))
  }

  @Test("play-brazil compared by sharing mode", arguments: [(80, 24), (120, 40)])
  func snapshot(width: Int, height: Int) throws {
    let size = Size(width: width, height: height)
    var shell = try shell("play-brazil", steps: 1)
    _ = shell.update(.shell(.toggleCompare), size: size)
    expectScreen(shell.render(size: size), snapshot: "modeAt\(width)x\(height)")
  }

  @Test func docsScreensCaptureMatchesTheOverlay() throws {
    var shell = try shell("play-brazil", steps: 1)
    _ = shell.update(.shell(.toggleCompare), size: size)
    let screen = PlayDocCaptureTests.capture(shell.render(size: size))
    #expect(
      try PlayDocCaptureTests.block("google-compare", in: "docs/screens.md") == screen,
      "docs/screens.md's compare capture should show:\n\(screen)")
  }
}
