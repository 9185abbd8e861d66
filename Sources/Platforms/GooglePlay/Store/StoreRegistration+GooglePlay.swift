import GooglePlayAnalyses
import GooglePlayCommands
import GooglePlayPrompts
import GooglePlayScenarios
import GooglePlayScreen
import StoreRegistry

extension StoreRegistration {
  /// Google Play: its `play:` section of a scenario file, its prompts, compare side, sweep, TUI
  /// side and built-ins (with those on Apple and Google Play).
  public static let googlePlay = StoreRegistration(
    scenarioSection: PlayScenarioSection(), promptSource: PlayPromptSource(),
    compareSide: .googlePlay, exploreSweep: .googlePlay,
    screenSide: .googlePlay(finder: PlayStory.ofScenario), runScreens: .googlePlay,
    graph: .googlePlay, promptPictures: .googlePlay, builtIns: PlayBuiltIns.sources)
}
