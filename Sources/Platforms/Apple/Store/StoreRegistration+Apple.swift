import Analyses
import AppleAnalyses
import AppleCommands
import ApplePrompts
import AppleScenarios
import Prompts
import StoreRegistry

extension StoreRegistration {
  /// Apple: its scenario section, prompts, compare side, sweep and built-ins (the default,
  /// `texas-teen`, first). Its screens are the TUI's host, so it has no side.
  public static let apple = StoreRegistration(
    scenarioSection: AppleScenarioSection(), promptSource: ApplePromptSource(), compareSide: .apple,
    exploreSweep: .apple, screenSide: nil, runScreens: .apple, graph: .apple,
    promptPictures: .apple, builtIns: AppleBuiltIns.sources)
}
