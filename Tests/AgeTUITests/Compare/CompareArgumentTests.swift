import Analyses
import Scenarios
import Testing

@testable import AgeTUI

/// `compare`'s `--store` and `--by` words, read from the platforms `compare` replays
/// (`CompareSideKind.builtIn`) rather than written out in the command.
@Suite("compare's --store and --by words")
struct CompareArgumentTests {
  @Test func theWordsAreTheRegisteredPlatformsAndTheirSettingsInOrder() {
    #expect(ComparePlatformArgument.allValueStrings == ["apple", "google-play"])
    #expect(ComparePlatformArgument.valueName == "apple|google-play")
    #expect(CompareByArgument.allValueStrings == ["mode", "region", "os", "sdk", "platform"])
    #expect(CompareByArgument.valueName == "mode|region|os|sdk|platform")
  }

  @Test(
    "--store takes a registered platform's name, exactly",
    arguments: [
      ("apple", ScenarioPlatform.apple), ("google-play", .googlePlay), ("Apple", nil),
      ("googlePlay", nil), ("kiosk", nil), ("", nil),
    ] as [(String, ScenarioPlatform?)])
  func store(word: String, expected: ScenarioPlatform?) {
    #expect(ComparePlatformArgument(argument: word)?.platform == expected)
  }

  @Test(
    "--by takes a registered setting's word or platform, exactly",
    arguments: [
      ("mode", CompareByArgument.dimension(.mode)), ("region", .dimension(.region)),
      ("os", .dimension(.os)), ("sdk", .dimension(.sdk)), ("platform", .platform),
      ("Mode", nil), ("age", nil), ("", nil),
    ] as [(String, CompareByArgument?)])
  func by(word: String, expected: CompareByArgument?) {
    #expect(CompareByArgument(argument: word) == expected)
  }
}
