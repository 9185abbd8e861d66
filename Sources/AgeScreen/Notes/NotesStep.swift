import FlowEngine
import Scenarios

/// Where a followed session stands, as the speaker notes show it: the scenario, the script
/// position, the current step's narration and what comes next.
public struct NotesStep: Hashable, Sendable {
  /// The scenario's name (`texas-teen`).
  public var scenarioName: String
  /// The scenario's title.
  public var scenarioTitle: String
  /// On the script at a step, or LIVE (off the script since a step).
  public var position: WalkthroughPosition
  /// The number of walkthrough steps (script steps and automatic answers), as the TUI counts.
  public var total: Int
  /// What to read aloud now: the narration of the step reached (at step 0, the scenario's
  /// summary). While LIVE, the narration of the step the script was left at.
  public var narration: String
  /// The caption of the script's next step, nil at the end of the script.
  public var nextCaption: String?
  /// How many live actions have changed the simulation since the script was left.
  public var liveActions: Int
  /// The title of the store whose side is on screen when it is not Apple's; nil on Apple's.
  public var store: String?

  /// Creates a step.
  public init(
    scenarioName: String, scenarioTitle: String, position: WalkthroughPosition, total: Int,
    narration: String, nextCaption: String?, liveActions: Int, store: String? = nil
  ) {
    self.scenarioName = scenarioName
    self.scenarioTitle = scenarioTitle
    self.position = position
    self.total = total
    self.narration = narration
    self.nextCaption = nextCaption
    self.liveActions = liveActions
    self.store = store
  }
}
