import Apple
import FlowEngine

/// One action the runner applied: a script step's own action, or an automatic answer.
public struct WalkthroughStep: Hashable, Sendable {
  /// The position among all steps of the run, from 1.
  public var number: Int
  /// The script step this belongs to, from 1 (automatic answers share their step's number).
  public var scriptStep: Int
  /// Whether a declared answer produced it rather than the script.
  public var isAutomatic: Bool
  /// The action, in the scenario vocabulary (`launch`, `parent: approve (question #1)`).
  public var actionText: String
  /// The action applied.
  public var action: SimulationAction
  /// What a presenter reads aloud.
  public var narration: String
  /// One line at most ``Caption/columns`` wide that says what just happened: the script
  /// step's `caption:`, or the narration's first sentence.
  public var caption: String
  /// The trace entries it produced.
  public var entries: [TraceEntry]
  /// Why the simulation refused the action, if it did.
  public var rejection: String?
  /// For a script step: its `expect` results, checked after its automatic answers ran.
  public var expectations: [ExpectationResult]
  /// Invariants broken by this action.
  public var violations: [InvariantViolation]
  /// The simulation after the action.
  public var simulation: Simulation

  /// Whether the caption says something the narration's first sentence does not: a report
  /// prints such a caption above the narration, and leaves out one that would repeat it.
  public var hasOwnCaption: Bool {
    !caption.isEmpty && caption != Caption.derived(from: narration)
  }

  /// Creates a step.
  public init(
    number: Int, scriptStep: Int, isAutomatic: Bool, actionText: String,
    action: SimulationAction, narration: String, caption: String? = nil, entries: [TraceEntry],
    rejection: String?,
    expectations: [ExpectationResult] = [], violations: [InvariantViolation] = [],
    simulation: Simulation
  ) {
    self.number = number
    self.scriptStep = scriptStep
    self.isAutomatic = isAutomatic
    self.actionText = actionText
    self.action = action
    self.narration = narration
    self.caption = caption ?? Caption.derived(from: narration)
    self.entries = entries
    self.rejection = rejection
    self.expectations = expectations
    self.violations = violations
    self.simulation = simulation
  }
}
