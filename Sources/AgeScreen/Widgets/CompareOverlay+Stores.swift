import Analyses
import GooglePlayAnalyses

extension CompareOverlay {
  /// The sides `c` replays and the columns of Tab's platform comparison, in the order
  /// `compare` lists them (the executable's `Stores.compareSides`): the screen layer keeps its
  /// own copy until the shells are handed the stores by the executable, as they are handed the
  /// built-in scenarios.
  public static let compareSides: [CompareSideKind] = [.apple, .googlePlay]
}
