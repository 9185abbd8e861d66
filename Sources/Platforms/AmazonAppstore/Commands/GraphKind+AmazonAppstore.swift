import StoreCommands

extension GraphKind {
  /// Amazon Appstore's consent per app version (`AmazonConsentGraph`).
  public static let amazonAppstore = GraphKind(
    platform: AmazonAskOptions.platform, summary: "Amazon's consent per app version",
    allEdgesRefusal: "--all-edges unfolds the app flow's close edges; Amazon's consent "
      + "machine (--platform amazon-appstore) has none to unfold"
  ) { app, _ in AmazonConsentGraph.generate(app: app) }
}
