import StoreCommands

extension AmazonAskOptions {
  /// The content provider's query the app makes (amazon.md §1).
  public static var apiName: String { "GetUserAgeData" }
}
