import FlowEngine
import GooglePlay

/// One Play script step as it ran: the world after it, the trace entries it added, its refusal
/// and its checked expectations.
public struct PlayRunStep: Hashable, Sendable {
  /// The position among the run's steps, from 1.
  public var number: Int
  /// The script step, from 1.
  public var scriptStep: Int
  /// The action as the script wrote it.
  public var actionText: String
  /// What a presenter reads aloud.
  public var narration: String
  /// The one-line caption: the step's own, or the narration's first sentence.
  public var caption: String
  /// The moment of the story the step belongs to.
  public var moment: StoreMoment?
  /// Play's world after the step.
  public var world: PlayWorld
  /// The trace entries this step added.
  public var entries: [PlayTraceEntry]
  /// Why Play refused the action, when it did.
  public var refusal: PlayRefusal?
  /// The step's `expect` results.
  public var expectations: [ExpectationResult]
  /// The invariants the action broke.
  public var violations: [InvariantViolation]

  /// Creates a step.
  public init(
    number: Int, scriptStep: Int, actionText: String, narration: String, caption: String,
    moment: StoreMoment?, world: PlayWorld, entries: [PlayTraceEntry], refusal: PlayRefusal?,
    expectations: [ExpectationResult], violations: [InvariantViolation] = []
  ) {
    self.number = number
    self.scriptStep = scriptStep
    self.actionText = actionText
    self.narration = narration
    self.caption = caption
    self.moment = moment
    self.world = world
    self.entries = entries
    self.refusal = refusal
    self.expectations = expectations
    self.violations = violations
  }
}
