import AmazonAppstoreAnalyses
import AmazonAppstoreCommands
import AmazonAppstorePrompts
import AmazonAppstoreReports
import AmazonAppstoreScenarios
import AmazonAppstoreScreen
import Analyses
import StoreRegistry

extension StoreRegistration {
  /// Amazon Appstore: its `amazon-appstore:` section of a scenario file (run in every report
  /// format through `AmazonAppstoreReports`), its prompts, compare side and column, sweep, TUI
  /// side (a Fire tablet), `run`'s screens (cast, storyboard page, svg, png), consent graph,
  /// prompt pictures, every screen marked as AgeTUI's invention (amazon.md §10), and built-ins
  /// (with the Texas teen on all three stores).
  public static let amazonAppstore = StoreRegistration(
    scenarioSection: AmazonScenarioSection(), promptSource: AmazonPromptSource(),
    compareSide: .amazonAppstore, exploreSweep: .amazonAppstore,
    screenSide: .amazonAppstore(finder: AmazonStory.ofScenario), runScreens: .amazonAppstore,
    graph: .amazonAppstore, promptPictures: .amazonAppstore, builtIns: AmazonBuiltIns.sources)
}
