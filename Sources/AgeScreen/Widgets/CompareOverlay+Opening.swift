import Analyses
import FlowEngine
import Scenarios

// MARK: - Opening, cycling, scrolling: what `c`, Tab and the arrows do on either store's side

extension CompareOverlay {
  /// Replays `scenario` from its start once per value of `dimension` on `platform`'s side, up to
  /// walkthrough step `step`: a live session's cache and history stay out of it, and when the
  /// session has left the script (`isOffScript`) the overlay says so. Tab offers the platform
  /// when the scenario names two or more of the stores of `kinds` that have a column.
  public static func opening(
    _ scenario: Scenario, by dimension: CompareDimension, at step: Int,
    platform: ScenarioPlatform, isOffScript: Bool, kinds: [CompareSideKind]
  ) throws(CompareError) -> CompareOverlay {
    let comparison = try Comparison(
      scenario: scenario, by: dimension, at: step, platform: platform, kinds: kinds)
    let note =
      isOffScript
      ? "Live changes since step \(step) are not in these columns: each replays the script."
      : nil
    return CompareOverlay(
      comparison: comparison, note: note,
      offersPlatform: CompareSideKind.comparesStores(scenario, kinds: kinds))
  }

  /// What Tab shows: the next setting of the comparison's side at `step`, the platform after
  /// the last when offered (one column per store of `kinds` the scenario names), the first
  /// setting after the platform.
  public func cycled(
    in scenario: Scenario, at step: Int, isOffScript: Bool, kinds: [CompareSideKind]
  ) throws(CompareError) -> CompareOverlay {
    let platform = comparison.platform
    let first = comparison.dimensions.first ?? .mode
    let next = comparison.dimensions.cycled(after: comparison.dimension)
    if platforms != nil {
      return try Self.opening(
        scenario, by: first, at: step, platform: platform, isOffScript: isOffScript, kinds: kinds)
    }
    if offersPlatform, next == first {
      var shown = self
      shown.platforms = try PlatformComparison(
        scenario: scenario, stores: CompareSideKind.moments(of: kinds), scenariosWithBoth: [])
      shown.offset = 0
      return shown
    }
    return try Self.opening(
      scenario, by: next, at: step, platform: platform, isOffScript: isOffScript, kinds: kinds)
  }

  /// The overlay scrolled `delta` rows, or pages when `pages`, clamped to its rows in `area`.
  public func scrolled(by delta: Int, pages: Bool, in area: Rect) -> CompareOverlay {
    var compare = self
    let step = pages ? delta * pageRows(in: area) : delta
    compare.offset = min(max(0, offset + step), maximumOffset(in: area))
    return compare
  }

  /// The overlay with its other columns shifted `delta`, clamped to its columns in `area`.
  public func shifted(by delta: Int, in area: Rect) -> CompareOverlay {
    var compare = self
    compare.columnOffset = min(max(1, columnOffset + delta), maximumColumnOffset(in: area))
    return compare
  }
}
