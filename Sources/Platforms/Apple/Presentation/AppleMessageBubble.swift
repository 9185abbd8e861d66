import FlowEngine
import Presentation

/// A question as the parent's Messages thread shows it.
public struct AppleMessageBubble: Hashable, Sendable {
  /// The question.
  public var questionID: ApprovalID
  /// What the bubble says.
  public var text: String
  /// Its state in words: "Waiting for your answer · expires 2026-09-08".
  public var status: String
  /// Whether it can still be answered.
  public var isPending: Bool
  /// The answer buttons while it can be answered.
  public var choices: [AppleActionChoice]

  /// The text with its provenance.
  public var textWording: Wording { AppleWording.messageText(text) }
  /// The state line with its provenance.
  public var statusWording: Wording { AppleWording.bubbleStatus(status) }

  /// Creates a bubble.
  public init(
    questionID: ApprovalID, text: String, status: String, isPending: Bool,
    choices: [AppleActionChoice]
  ) {
    self.questionID = questionID
    self.text = text
    self.status = status
    self.isPending = isPending
    self.choices = choices
  }
}
