import Analyses
import AppleAnalyses
import AppleCommands
import ApplePrompts
import AppleScenarios
import AppleScreen
import Prompts
import StoreRegistry

extension StoreRegistration {
  /// Apple: its scenario section, prompts, compare side, sweep, side in the TUI and built-ins
  /// (the default, `texas-teen`, first).
  public static let apple = StoreRegistration(
    scenarioSection: AppleScenarioSection(), promptSource: ApplePromptSource(), compareSide: .apple,
    exploreSweep: .apple, screenSide: .apple, runScreens: .apple, graph: .apple,
    promptPictures: .apple, builtIns: AppleBuiltIns.sources)
}
