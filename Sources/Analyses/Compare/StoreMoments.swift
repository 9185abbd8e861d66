import Scenarios

/// One store's column of `compare --by platform` (``PlatformComparison``): its part of a
/// scenario played once, and what happened at each moment of the story, in phrases read off
/// its run. Apple's is ``AppleMoments``; another store brings its own from its room, and the
/// comparison shows one column per store of its list that the scenario names.
public protocol StoreMoments: Sendable {
  /// The store.
  var platform: ScenarioPlatform { get }
  /// Its key in each JSON row: `apple`, `googlePlay`.
  var jsonKey: String { get }
  /// Plays the store's part of `scenario` and phrases each moment its steps reach (a moment
  /// reached with nothing to say has no phrases); nil when the scenario has no part on the
  /// store.
  func phrases(of scenario: Scenario) -> [StoreMoment: [String]]?
}
