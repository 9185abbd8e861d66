import FlowEngine

/// One step of a store's script as the shared runner plays it: an action, the verb as written,
/// what a presenter says, the moment of the story it belongs to, and what its `expect:` says
/// must be true afterwards. Every store whose script is its verbs alone writes its steps as
/// this type (Google Play's `PlayScriptStep`, Amazon Appstore's `AmazonScriptStep`).
public struct ScriptStep<Expectation: StepExpectation>: Hashable, Sendable, CaptionedStep,
  PlayableScriptStep
{
  /// The store's world.
  public typealias World = Expectation.World
  /// What happens.
  public var action: World.Action
  /// The verb as written: `declare-change video-calling 2026-10-01`.
  public var text: String
  /// What a presenter reads aloud; empty when the file gives none.
  public var narration: String
  /// The step's own one-line caption; empty when the file gives none.
  public var caption: String
  /// The moment of the story the step belongs to, when the file says.
  public var moment: StoreMoment?
  /// What must hold once the action has run.
  public var expectation: Expectation
  /// The line of the step in its file, for messages; 0 when built in code.
  public var line: Int
  /// Where the step's `narration:` value starts (line from 1), for `check`'s warning about a
  /// claim the step does not bear out; 0 when it has none.
  public var narrationLine: Int = 0
  /// The column of the `narration:` value, from 1; 0 when it has none.
  public var narrationColumn: Int = 0
  /// Where the step's `caption:` value starts (line from 1), for `check`'s width warning; 0
  /// when it has none.
  public var captionLine: Int = 0
  /// The column of the `caption:` value, from 1; 0 when it has none.
  public var captionColumn: Int = 0

  /// Creates a step.
  public init(
    action: World.Action, text: String, narration: String = "", caption: String = "",
    moment: StoreMoment? = nil, expectation: Expectation = Expectation(), line: Int = 0
  ) {
    self.action = action
    self.text = text
    self.narration = narration
    self.caption = caption
    self.moment = moment
    self.expectation = expectation
    self.line = line
  }

  /// Its `expect`, checked against the store's world after it.
  public func expectations(in world: World, entries: [World.Entry], refusal: World.Refusal?)
    -> [ExpectationResult]
  {
    expectation.evaluate(in: world, entries: entries, refusal: refusal)
  }
}
