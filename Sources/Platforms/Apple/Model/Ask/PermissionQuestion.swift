import FlowEngine

/// `PermissionQuestion<Topic>`: a question from the child's device to the parent's.
public struct PermissionQuestion: Hashable, Sendable, Identifiable {
  /// A sequential identifier (the simulation stands in for `UUID` deterministically).
  public var id: ApprovalID
  /// What it asks about.
  public var topic: AppleQuestionTopic
  /// The choices the parent sees.
  public var choices: [PermissionChoice]
  /// The most restrictive choice, as `defaultChoice` defaults to.
  public var defaultChoiceID: AppleChoiceID
  /// The device that asked.
  public var from: DeviceID
  /// The day it was sent, once sent.
  public var sentOn: SimDate?
  /// `expirationDate`: from this day on the parent can no longer answer.
  public var expiresOn: SimDate?
  /// Where it is.
  public var state: AppleQuestionState
  /// The flow the app passed to `askSignificantChangePermission` (27.0), or nil when it
  /// called `ask`.
  public var permissionFlow: PermissionFlow?

  /// Creates a question.
  public init(
    id: ApprovalID, topic: AppleQuestionTopic, choices: [PermissionChoice], from: DeviceID,
    state: AppleQuestionState = .composing, permissionFlow: PermissionFlow? = nil
  ) {
    self.id = id
    self.topic = topic
    self.choices = choices
    self.defaultChoiceID =
      choices.first { $0.answer == .denial }?.id ?? choices.last?.id ?? PermissionChoice.decline.id
    self.from = from
    self.state = state
    self.permissionFlow = permissionFlow
  }

  /// The choice with an identifier.
  public func choice(id: AppleChoiceID) -> PermissionChoice? {
    choices.first { $0.id == id }
  }

  /// The chosen answer, once answered.
  public var chosen: PermissionChoice? {
    if case .answered(let id, _) = state { return choice(id: id) }
    return nil
  }
}
