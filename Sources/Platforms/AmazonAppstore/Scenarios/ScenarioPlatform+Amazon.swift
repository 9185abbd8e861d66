import Scenarios

extension ScenarioPlatform {
  /// Amazon Appstore: `GetUserAgeData` on Fire tablets (the `amazon-appstore:` section).
  public static let amazonAppstore = ScenarioPlatform("amazon-appstore", title: "Amazon Appstore")
}
