import AmazonAppstore
import Scenarios

/// One step of an Amazon script: an action, what a presenter says, the moment it belongs to,
/// and what must be true afterwards.
public struct AmazonScriptStep: Hashable, Sendable, CaptionedStep {
  /// What happens.
  public var action: AmazonAction
  /// The verb as written: `report-change video-calling "This update adds video calling."`.
  public var text: String
  /// What a presenter reads aloud; empty when the file gives none.
  public var narration: String
  /// The step's own one-line caption; empty when the file gives none.
  public var caption: String
  /// The moment of the story the step belongs to, when the file says.
  public var moment: StoreMoment?
  /// What must hold once the action has run.
  public var expectation: AmazonExpectation
  /// The line of the step in its file, for messages; 0 when built in code.
  public var line: Int
  /// Where the step's `narration:` value starts (line from 1), for `check`'s warning about a
  /// claim the step does not bear out; 0 when it has none.
  public var narrationLine: Int = 0
  /// The column of the `narration:` value, from 1; 0 when it has none.
  public var narrationColumn: Int = 0
  /// Where the step's `caption:` value starts (line from 1); 0 when it has none.
  public var captionLine: Int = 0
  /// The column of the `caption:` value, from 1; 0 when it has none.
  public var captionColumn: Int = 0

  /// Creates a step.
  public init(
    action: AmazonAction, text: String, narration: String = "", caption: String = "",
    moment: StoreMoment? = nil, expectation: AmazonExpectation = AmazonExpectation(),
    line: Int = 0
  ) {
    self.action = action
    self.text = text
    self.narration = narration
    self.caption = caption
    self.moment = moment
    self.expectation = expectation
    self.line = line
  }
}
