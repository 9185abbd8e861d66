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
}
