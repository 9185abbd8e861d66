import AgeScreen
import Foundation
import Testing

@testable import Storyboard

/// docs/storyboard.svg, the picture behind the README's docs/storyboard.png, is what
/// `agetui run texas-teen --format svg --step 2` draws now. AGETUI_RECORD_SNAPSHOTS=1 rewrites
/// it; `make storyboard-picture` rewrites both files (the PNG needs rsvg-convert), and the
/// end-to-end tests check that the PNG is drawn from this SVG.
@Suite struct StoryboardDocsTests {
  static let path = "docs/storyboard.svg"

  @Test func theREADMEPictureIsInStep() throws {
    var player = try ScriptPlayer(
      #require(ScenarioDocument.defaultScenario), size: Size(width: 120, height: 40))
    player.advance(to: 2)
    let expected = player.frameSVG
    if ProcessInfo.processInfo.environment["AGETUI_RECORD_SNAPSHOTS"] == "1" {
      try Data(expected.utf8).write(to: URL(fileURLWithPath: Self.path))
    }
    let actual = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(
      actual == expected,
      "\(Self.path) is out of date: run `make storyboard-picture` (or AGETUI_RECORD_SNAPSHOTS=1 swift test)"
    )
  }
}
