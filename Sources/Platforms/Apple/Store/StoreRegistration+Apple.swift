import Analyses
import AppleAnalyses
import AppleCommands
import ApplePrompts
import Prompts
import StoreRegistry

extension StoreRegistration {
  /// Apple: its prompts, compare side, sweep and built-ins (the default, `texas-teen`, first).
  /// Its scenario part is the file's top-level `script` and its screens are the TUI's host,
  /// so it has no section and no side.
  public static let apple = StoreRegistration(
    scenarioSection: nil, promptSource: ApplePromptSource(), compareSide: .apple,
    exploreSweep: .apple, screenSide: nil, runScreens: .apple, graph: .apple,
    promptPictures: .apple, builtIns: AppleBuiltIns.sources)
}
