import AmazonAppstoreScenarios
import Analyses

extension CompareSideKind {
  /// Amazon Appstore's side (``AmazonCompareSide``).
  public static let amazonAppstore = CompareSideKind(
    platform: .amazonAppstore, dimensions: AmazonCompareSide.dimensions,
    aspects: AmazonCompareSide.aspects, moments: AmazonMoments()
  ) { scenario throws(CompareError) in try AmazonCompareSide(scenario) }
}
