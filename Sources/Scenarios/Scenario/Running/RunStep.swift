import FlowEngine

/// One action a runner applied on any platform: a script step's own action, or (on Apple) an
/// automatic answer; what it did (``PlayedAction``) and its checked expectations.
///
/// Apple's steps are ``AppleWalkthroughStep``s, Google Play's ``PlayRunStep``s; a platform whose
/// world is a ``PlayableWorld`` gets its steps, and its run's failures
/// (`[RunStep].failures(script:)`), without a change here.
public struct RunStep<World: PlayableWorld>: Sendable {
  /// The position among all steps of the run, from 1.
  public var number: Int
  /// The script step this belongs to, from 1 (automatic answers share their step's number).
  public var scriptStep: Int
  /// Whether a declared answer produced it rather than the script.
  public var isAutomatic: Bool
  /// The action, in the scenario vocabulary (`launch`, `parent: approve (question #1)`).
  public var actionText: String
  /// The action applied.
  public var action: World.Action
  /// What a presenter reads aloud.
  public var narration: String
  /// One line at most ``Caption/columns`` wide that says what just happened: the script
  /// step's `caption:`, or the narration's first sentence.
  public var caption: String
  /// The moment of the story the step belongs to, where the script names one (Google Play's
  /// steps, for comparing the stores).
  public var moment: StoreMoment?
  /// The trace entries it produced.
  public var entries: [World.Entry]
  /// Why the platform refused the action, if it did.
  public var refusal: World.Refusal?
  /// For a script step: its `expect` results, checked after its automatic answers ran.
  public var expectations: [ExpectationResult]
  /// Invariants broken by this action.
  public var violations: [InvariantViolation]
  /// The world after the action.
  public var world: World

  /// Whether the caption says something the narration's first sentence does not: a report
  /// prints such a caption above the narration, and leaves out one that would repeat it.
  public var hasOwnCaption: Bool {
    !caption.isEmpty && caption != Caption.derived(from: narration)
  }

  /// The step `played` made: `number` among the run's steps, of script step `scriptStep`.
  public init(
    number: Int, scriptStep: Int, isAutomatic: Bool = false, actionText: String,
    action: World.Action, narration: String, caption: String, moment: StoreMoment? = nil,
    played: PlayedAction<World>, expectations: [ExpectationResult] = []
  ) {
    self.number = number
    self.scriptStep = scriptStep
    self.isAutomatic = isAutomatic
    self.actionText = actionText
    self.action = action
    self.narration = narration
    self.caption = caption
    self.moment = moment
    self.entries = played.entries
    self.refusal = played.refusal
    self.expectations = expectations
    self.violations = played.violations
    self.world = played.world
  }
}

extension RunStep: Equatable
where
  World: Equatable, World.Action: Equatable, World.Entry: Equatable,
  World.Refusal: Equatable
{
}

extension RunStep: Hashable
where
  World: Hashable, World.Action: Hashable, World.Entry: Hashable,
  World.Refusal: Hashable
{
}
