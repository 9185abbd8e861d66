import Prompts
import Scenarios

extension PromptCatalogue: PlatformList {
  /// The sources `prompts --platform` names: the built-in ones.
  static var kinds: [any PromptSource] { builtInSources }

  /// The platform whose surfaces `source` lists.
  static func platform(of source: any PromptSource) -> ScenarioPlatform { source.platform }
}
