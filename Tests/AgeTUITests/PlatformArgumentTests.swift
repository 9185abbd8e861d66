import Analyses
import AppleAnalyses
import CustomDump
import Prompts
import Scenarios
import StoreCommands
import Stores
import Testing

@testable import AgeTUI

/// The platforms `compare --store`, `run --store`, `prompts --platform`, `graph --platform` and
/// `ask --platform` name, and `compare --by`'s words: read from the registration lists
/// (`Stores.compareSides`, `Stores.runScreens`, `Stores.promptSources`, `Stores.graphs`,
/// `Stores.AskFlags`) rather than written out in the commands.
@Suite("the platforms and settings the command line names")
struct PlatformArgumentTests {
  @Test func theWordsAreTheRegisteredPlatformsAndTheirSettingsInOrder() {
    expectNoDifference(
      PlatformArgument<CompareSideKind>.allValueStrings,
      ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      PlatformArgument<CompareSideKind>.valueName, "apple|google-play|amazon-appstore")
    expectNoDifference(
      PlatformArgument<RunScreenKind>.allValueStrings, ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      Stores.runScreens.map(\.platform.rawValue), ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      Stores.promptPictures.map(\.platform.rawValue), ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      PlatformArgument<PromptCatalogue>.allValueStrings,
      ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      PlatformArgument<GraphKind>.allValueStrings, ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      PlatformArgument<GraphKind>(.googlePlay).defaultValueDescription, "google-play")
    expectNoDifference(Stores.graphs.map { $0.allEdgesRefusal == nil }, [true, false, false])
    expectNoDifference(
      PlatformArgument<AskPlatforms>.allValueStrings, ["apple", "google-play", "amazon-appstore"])
    expectNoDifference(
      CompareByArgument.allValueStrings, ["mode", "region", "os", "sdk", "consent", "platform"])
    expectNoDifference(CompareByArgument.valueName, "mode|region|os|sdk|consent|platform")
  }

  @Test(
    "--store takes a registered platform's name, in any case (issue 41: one rule for values)",
    arguments: [
      ("apple", ScenarioPlatform.apple), ("google-play", .googlePlay), ("Apple", .apple),
      ("GOOGLE_PLAY", .googlePlay), ("googlePlay", nil), ("kiosk", nil), ("", nil),
    ] as [(String, ScenarioPlatform?)])
  func store(word: String, expected: ScenarioPlatform?) {
    expectNoDifference(PlatformArgument<CompareSideKind>(argument: word)?.platform, expected)
  }

  @Test(
    "--by takes a registered setting's word or platform, in any case",
    arguments: [
      ("mode", CompareByArgument.dimension(.mode)), ("region", .dimension(.region)),
      ("os", .dimension(.os)), ("sdk", .dimension(.sdk)), ("platform", .platform),
      ("Mode", .dimension(.mode)), ("PLATFORM", .platform), ("age", nil), ("", nil),
    ] as [(String, CompareByArgument?)])
  func by(word: String, expected: CompareByArgument?) {
    expectNoDifference(CompareByArgument(argument: word), expected)
  }
}
