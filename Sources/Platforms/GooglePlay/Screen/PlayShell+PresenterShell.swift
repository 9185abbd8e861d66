import AgeScreen
import FlowEngine
import Scenarios

// MARK: - What the presenter's one update reads of Google Play's shell

extension PlayShell: PresenterShell, WalkthroughSide {
  /// The `≈` marks set AgeTUI's wording apart from Google's.
  public static let wordingAuthor = "Google"

  /// Play's four components (``panes``), read through the shell.
  public var panes: PerPane<any ShellPane<PlayShell>> { Self.panes }

  /// The Play part's name.
  public var scenarioName: String { story.name }

  /// The simulated day now.
  public var today: SimDate { world.today }

  /// The story's scenario; nil for a story made in code without one.
  public var comparedScenario: Scenario? { story.scenario }

  /// `c` replays Google Play's side.
  public static let comparedPlatform = ScenarioPlatform.googlePlay

  /// The scenario picker opens on Apple's side (``StoreSession``); Play's alone has none.
  public mutating func openScenarioPicker(size: Size) {
    notice = Notice(.info, "Not on Google Play's side.")
  }

  /// Play has no setting to share the age range again.
  public mutating func shareAgeRangeAgain() {
    notice = Notice(.info, "Not on Google Play's side.")
  }

  /// The speaker notes follow Apple's side; Play's banner does not change for them.
  public mutating func noteFollowedByNotes(_ followed: Bool) {}
}
