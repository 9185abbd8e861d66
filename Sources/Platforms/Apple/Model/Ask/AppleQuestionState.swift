import FlowEngine

/// Where a question is between the child's compose sheet and the parent's answer.
public enum AppleQuestionState: Hashable, Sendable {
  /// On the child's Messages compose sheet, not yet sent.
  case composing
  /// Sent through Messages; waiting for the parent.
  case pending
  /// The parent chose; the app learns it through `AskCenter.responses(for:)`.
  case answered(choiceID: AppleChoiceID, on: SimDate)
  /// The expiration date passed; the parent can no longer answer.
  case expired
  /// The child cancelled the compose sheet.
  case cancelled

  /// A state without its values: what `expect: question:` names.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `composing`.
    case composing
    /// `pending`.
    case pending
    /// `answered`.
    case answered
    /// `expired`.
    case expired
    /// `cancelled`.
    case cancelled
  }

  /// The state's kind.
  public var kind: Kind {
    switch self {
    case .composing: .composing
    case .pending: .pending
    case .answered: .answered
    case .expired: .expired
    case .cancelled: .cancelled
    }
  }

  /// A short stable name: the kind's.
  public var name: String { kind.rawValue }
}
