import Analyses

extension CompareSideKind {
  /// Apple's side (``AppleCompareSide``).
  public static let apple = CompareSideKind(
    platform: .apple, dimensions: AppleCompareSide.dimensions, aspects: AppleCompareSide.aspects,
    moments: AppleMoments()
  ) { AppleCompareSide($0) }
}
