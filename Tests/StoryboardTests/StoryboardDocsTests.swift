import AgeScreen
import AppleScenarios
import CustomDump
import Foundation
import Scenarios
import Stores
import Testing

@testable import AppleStoryboard
@testable import Storyboard

/// docs/storyboard.svg, the picture behind the README's docs/storyboard.png, is what
/// `agetui run texas-teen --format svg --step 2` draws now. AGETUI_RECORD_SNAPSHOTS=1 rewrites
/// it; `make storyboard-picture` rewrites both files (the PNG needs rsvg-convert), and the
/// end-to-end tests check that the PNG is drawn from this SVG.
@Suite struct StoryboardDocsTests {
  static let path = "docs/storyboard.svg"

  @Test func theREADMEPictureIsInStep() throws {
    var player = AppleScriptPlayer(
      try ScenarioOpener.yaml.open(#require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))),
      size: Size(width: 120, height: 40))
    player.advance(to: 2)
    let expected = player.frameSVG
    if ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1" {
      try Data(expected.utf8).write(to: URL(fileURLWithPath: Self.path))
    }
    let actual = try String(contentsOfFile: Self.path, encoding: .utf8)
    expectNoDifference(
      actual, expected,
      "\(Self.path) is out of date: run `make storyboard-picture` (or AGETUI_RECORD_SNAPSHOTS=1 swift test)"
    )
  }

  /// The pictures docs/storyboard.md shows of the age-range prompt and of the iOS 27
  /// permission alert: what `run NAME --format svg --devices --step N` draws now (their PNGs
  /// come from these SVGs through rsvg-convert; scripts/e2e-storyboard.sh checks them).
  @Test(
    arguments: [
      ("docs/storyboard-age-range.svg", "wwdc-olivia-14", 1),
      ("docs/storyboard-permission-alert.svg", "ios27-acknowledgment-alert", 2),
    ])
  func theDevicePicturesInTheDocsAreCurrent(path: String, scenario: String, step: Int) throws {
    let run = AppleScenarioRunner.run(try #require(ScenarioLibrary.named(scenario)))
    let options = StoryboardOptions()
    let expected = try #require(
      AppleDeviceStoryboard.pictures(of: run, step: step, options: options)
    )
    .combinedSVG(options: options)
    if ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1" {
      try Data(expected.utf8).write(to: URL(fileURLWithPath: path))
    }
    let actual = try String(contentsOfFile: path, encoding: .utf8)
    expectNoDifference(
      actual, expected,
      "\(path) is out of date: AGETUI_RECORD_SNAPSHOTS=1 swift test --filter StoryboardDocsTests, then rsvg-convert it to its PNG"
    )
  }
}
