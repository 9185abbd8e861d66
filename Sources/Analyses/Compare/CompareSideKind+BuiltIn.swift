extension CompareSideKind {
  /// Apple's side (``AppleCompareSide``).
  public static let apple = CompareSideKind(
    platform: .apple, dimensions: AppleCompareSide.dimensions, aspects: AppleCompareSide.aspects
  ) { AppleCompareSide($0) }

  /// Google Play's side (``PlayCompareSide``).
  public static let googlePlay = CompareSideKind(
    platform: .googlePlay, dimensions: PlayCompareSide.dimensions,
    aspects: PlayCompareSide.aspects
  ) { scenario throws(CompareError) in try PlayCompareSide(scenario) }

  /// The platforms `compare` replays, the default side first: the one line a platform's side
  /// adds.
  public static let builtIn: [CompareSideKind] = [.apple, .googlePlay]
}
