import AgeScreen
import FlowEngine
import Scenarios

// MARK: - What the presenter's one update reads of Apple's shell

extension AppleShell: PresenterShell {
  /// The `≈` marks set AgeTUI's wording apart from Apple's.
  public static let wordingAuthor = "Apple"

  /// The scenario's name.
  public var scenarioName: String { scenario.name }

  /// The simulated day now.
  public var today: SimDate { simulation.world.today }

  /// The scenario open.
  public var comparedScenario: Scenario? { scenario }

  /// `c` replays Apple's side.
  public static let comparedPlatform = ScenarioPlatform.apple

  /// The layout the update found for the screen the key was pressed on (``update(_:size:)``
  /// lays it out once, from the pane bodies still right); empty outside an update.
  public func keyLayout(size: Size) -> PaneMetrics { layoutMetrics }

  /// `m`: the world's next sharing mode, set as a live action.
  public mutating func cycleSharingMode() {
    perform(.setSharingMode(simulation.world.nextSharingMode))
  }

  /// Moves the walkthrough through Apple's history, which keeps its own view of the screen.
  public mutating func walk(to position: Int, cause: HistoryCause, size: Size) {
    jump(to: position, cause: cause)
  }

  /// The speaker notes in another terminal take the narration there, and the banner's standard
  /// mode falls back to the caption.
  public mutating func noteFollowedByNotes(_ followed: Bool) {
    isFollowedByNotes = followed
  }
}
