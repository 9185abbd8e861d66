import FlowEngine
import GooglePlay
import PlayPresentation
import Scenarios

// MARK: - The side a comparison replays

extension Comparison {
  /// The side a comparison replays: `store` when given, else Apple's when the scenario runs on
  /// Apple, else Google Play's. Throws when the scenario does not run on `store`, or the side
  /// does not have the setting (the iOS version is Apple's, the Age Signals library Google's).
  static func side(of scenario: Scenario, store: StoreName?, by dimension: CompareDimension)
    throws(CompareError) -> any CompareSide
  {
    let stores = scenario.platforms.compactMap(StoreName.init)
    let side = store ?? (stores.contains(.apple) ? .apple : .googlePlay)
    guard stores.contains(side) else {
      throw CompareError(
        "--store \(side.rawValue): \(scenario.name) runs on "
          + stores.map(\.title).joined(separator: " and ") + " only.")
    }
    if CompareDimension.all(on: side).contains(dimension) {
      switch side {
      case .apple: return AppleCompareSide(scenario)
      case .googlePlay: return try PlayCompareSide(scenario)
      }
    }
    let other: StoreName = side == .apple ? .googlePlay : .apple
    let what = "the \(dimension.title) is \(other.title)'s"
    let names =
      CompareDimension.all(on: side).map(\.rawValue) + (stores.count > 1 ? ["platform"] : [])
    let works = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    let switching =
      stores.contains(other)
      ? other == .apple
        ? "; drop --store google-play to compare its Apple side by \(dimension.rawValue)"
        : "; add --store google-play to compare its Google Play side by \(dimension.rawValue)"
      : ""
    throw CompareError(
      "--by \(dimension.rawValue): \(what), and \(scenario.name) is compared on \(side.title)"
        + (stores.count == 1 ? ", the only store it runs on" : "")
        + ": use --by \(works)\(switching)")
  }
}
