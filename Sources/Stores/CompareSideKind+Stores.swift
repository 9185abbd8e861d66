import Analyses
import Scenarios

extension CompareDimension {
  /// The dimensions `platform`'s side is compared by among the registered stores, in Tab's
  /// order.
  public static func all(on platform: ScenarioPlatform) -> [CompareDimension] {
    all(on: platform, kinds: Stores.compareSides)
  }

  /// The dimension after this one on `platform`'s side among the registered stores.
  public func next(on platform: ScenarioPlatform) -> CompareDimension {
    next(on: platform, kinds: Stores.compareSides)
  }
}

extension CompareAspect {
  /// The aspects `platform`'s side shows among the registered stores.
  public static func all(on platform: ScenarioPlatform) -> [CompareAspect] {
    all(on: platform, kinds: Stores.compareSides)
  }
}
