import FlowEngine

/// The app on Amazon Appstore: the flow's configuration and its ASIN.
public struct AmazonApp: Hashable, Sendable {
  /// The app's name, gates, feature and changes, as every store has them.
  public var config: AppConfig
  /// The app's ASIN, as the revocation report's `app_asin` gives it.
  public var asin: String

  /// Amazon's example ASIN, from the revocation report's page (amazon.md §7 [V]).
  public static let exampleASIN = "C00006M4PF"

  /// An app.
  public init(config: AppConfig, asin: String = exampleASIN) {
    self.config = config
    self.asin = asin
  }
}
