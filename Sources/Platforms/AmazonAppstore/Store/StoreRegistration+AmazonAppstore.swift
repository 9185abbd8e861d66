import AmazonAppstoreAnalyses
import AmazonAppstoreReports
import AmazonAppstoreScenarios
import Analyses
import StoreRegistry

extension StoreRegistration {
  /// Amazon Appstore: its `amazon-appstore:` section of a scenario file (run in every report
  /// format through `AmazonAppstoreReports`), its compare side and column, and its sweep. Its
  /// prompts, TUI side, run screens, graph and prompt pictures are not registered yet.
  public static let amazonAppstore = StoreRegistration(
    scenarioSection: AmazonScenarioSection(), promptSource: nil,
    compareSide: .amazonAppstore, exploreSweep: .amazonAppstore, screenSide: nil,
    runScreens: nil, graph: nil, promptPictures: nil)
}
