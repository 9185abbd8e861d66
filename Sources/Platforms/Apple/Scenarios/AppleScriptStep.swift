import FlowEngine
import Scenarios

/// One step of a scenario's script: an action, what a presenter says, and what must be true
/// afterwards.
public struct AppleScriptStep: Hashable, Sendable, CaptionedStep {
  /// What happens.
  public var action: AppleScriptAction
  /// What a presenter reads aloud; empty when the file gives none.
  public var narration: String
  /// The step's own one-line caption; empty when the file gives none (``Caption`` then derives
  /// one from the narration).
  public var caption: String
  /// What must hold once the action and its automatic answers have run.
  public var expectation: AppleExpectation
  /// The line of the step in its file, for messages.
  public var line: Int
  /// Where the step's `narration:` value starts in its file (line from 1), for `check`'s
  /// warning about a claim the step does not bear out; 0 when the step has no narration.
  public var narrationLine: Int
  /// The column of the `narration:` value, from 1; 0 when the step has no narration.
  public var narrationColumn: Int
  /// Where the step's `caption:` value starts in its file (line and column from 1), for
  /// `check`'s width warning; 0 when the step has no caption.
  public var captionLine: Int
  /// The column of the `caption:` value, from 1; 0 when the step has no caption.
  public var captionColumn: Int
  /// The moment of the story the step belongs to (`moment:`), when the file says.
  public var moment: StoreMoment?

  /// Creates a step.
  public init(
    action: AppleScriptAction, narration: String = "", caption: String = "",
    expectation: AppleExpectation = AppleExpectation(),
    line: Int = 0, narrationLine: Int = 0, narrationColumn: Int = 0, captionLine: Int = 0,
    captionColumn: Int = 0, moment: StoreMoment? = nil
  ) {
    self.action = action
    self.narration = narration
    self.caption = caption
    self.expectation = expectation
    self.line = line
    self.narrationLine = narrationLine
    self.narrationColumn = narrationColumn
    self.captionLine = captionLine
    self.captionColumn = captionColumn
    self.moment = moment
  }
}
