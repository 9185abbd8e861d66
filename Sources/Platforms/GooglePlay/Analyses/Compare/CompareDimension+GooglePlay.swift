import Analyses

extension CompareDimension {
  /// The Age Signals library the app links: Google Play's side only.
  public static let sdk = CompareDimension("sdk", title: "SDK version", article: "an")
}
