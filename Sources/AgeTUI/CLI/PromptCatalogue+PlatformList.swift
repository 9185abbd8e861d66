import Prompts
import Scenarios

extension PromptCatalogue: PlatformList {
  /// The platforms `prompts --platform` names: the built-in sources'.
  static var platforms: [ScenarioPlatform] { builtInSources.map(\.platform) }
}
