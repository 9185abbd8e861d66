import Scenarios
import StoreCommands
import Stores

/// `ask --platform` names the stores whose flags `Stores.AskFlags` holds, in its order.
enum AskPlatforms: PlatformList {
  /// The stores `ask` answers for, the default first.
  static var kinds: [ScenarioPlatform] { Stores.AskFlags.askStoreSummaries.map(\.platform) }

  /// The store itself.
  static func platform(of kind: ScenarioPlatform) -> ScenarioPlatform { kind }

  /// Each store and its API, the default first, as the help lists them: `Apple's Declared Age
  /// Range, Google Play's Age Signals or Amazon Appstore's GetUserAgeData`.
  static var apiTitles: String {
    ListPhrase.joined(Stores.AskFlags.askStoreSummaries.map(\.apiTitle), conjunction: "or")
  }
}
