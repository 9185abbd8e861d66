import Analyses

extension CompareDimension {
  /// The iOS version on the person's devices: Apple's side only.
  public static let os = CompareDimension("os", title: "iOS version", article: "an")
}
