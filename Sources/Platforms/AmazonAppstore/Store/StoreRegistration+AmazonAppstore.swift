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
  /// side (a Fire tablet), consent graph and built-ins (with the Texas teen on all three
  /// stores). Its run screens and prompt pictures are not
  /// registered yet.
  public static let amazonAppstore = StoreRegistration(
    scenarioSection: AmazonScenarioSection(), promptSource: AmazonPromptSource(),
    compareSide: .amazonAppstore, exploreSweep: .amazonAppstore,
    screenSide: .amazonAppstore(finder: AmazonSide.ofScenario), runScreens: nil,
    graph: .amazonAppstore, promptPictures: nil, builtIns: AmazonBuiltIns.sources)
}
