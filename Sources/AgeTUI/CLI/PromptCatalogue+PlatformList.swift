import Prompts
import Scenarios
import Stores

extension PromptCatalogue: PlatformList {
  /// The sources `prompts --platform` names: the registered stores'.
  static var kinds: [any PromptSource] { Stores.promptSources }

  /// The platform whose surfaces `source` lists.
  static func platform(of source: any PromptSource) -> ScenarioPlatform { source.platform }
}
