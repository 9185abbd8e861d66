import Scenarios
import Stores

extension AgeTUICommand {
  /// What AgeTUI simulates, store by store, as the overview says it: `Apple's Declared Age
  /// Range and PermissionKit flows, Google Play's Age Signals and Amazon Appstore's
  /// GetUserAgeData` (each store names its own, so a store added is named there too).
  static var storesSimulated: String {
    ListPhrase.joined(Stores.AskFlags.askStoreSummaries.map(\.overviewTitle))
  }
}
