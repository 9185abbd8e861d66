import Analyses

extension CompareSideKind {
  /// Google Play's side (``PlayCompareSide``).
  public static let googlePlay = CompareSideKind(
    platform: .googlePlay, dimensions: PlayCompareSide.dimensions,
    aspects: PlayCompareSide.aspects, moments: PlayMoments()
  ) { scenario throws(CompareError) in try PlayCompareSide(scenario) }
}
