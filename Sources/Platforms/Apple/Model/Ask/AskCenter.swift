import FlowEngine

/// The simulated `AskCenter`: every question asked, in order.
public struct AskCenter: Hashable, Sendable {
  /// The questions, oldest first.
  public private(set) var questions: [PermissionQuestion]

  /// Creates an ask center.
  public init(questions: [PermissionQuestion] = []) {
    self.questions = questions
  }

  /// The question with an identifier.
  public func question(id: ApprovalID) -> PermissionQuestion? {
    questions.first { $0.id == id }
  }

  /// The questions the parent can still answer, oldest first.
  public var pending: [PermissionQuestion] {
    questions.filter { $0.state == .pending }
  }

  /// Puts a new question on the child's compose sheet and returns it.
  public mutating func compose(
    _ topic: AppleQuestionTopic, choices: [PermissionChoice], from device: DeviceID,
    permissionFlow: PermissionFlow? = nil
  ) -> PermissionQuestion {
    let question = PermissionQuestion(
      id: ApprovalID((questions.last?.id.rawValue ?? 0) + 1), topic: topic, choices: choices,
      from: device,
      permissionFlow: permissionFlow)
    questions.append(question)
    return question
  }

  /// Sends a composed question; it expires after `expiryDays` when given.
  public mutating func send(id: ApprovalID, on date: SimDate, expiryDays: Int?) {
    update(id) {
      guard $0.state == .composing else { return }
      $0.state = .pending
      $0.sentOn = date
      $0.expiresOn = expiryDays.map { date.adding(days: $0) }
    }
  }

  /// Records a composed question as approved in person: the parent entered the Screen Time
  /// passcode on the child's device, so it never goes through Messages.
  public mutating func approveInPerson(id: ApprovalID, on date: SimDate) {
    update(id) {
      guard $0.state == .composing else { return }
      $0.state = .answered(choiceID: PermissionChoice.approve.id, on: date)
    }
  }

  /// Cancels a composed question.
  public mutating func cancel(id: ApprovalID) {
    update(id) { if $0.state == .composing { $0.state = .cancelled } }
  }

  /// Records the parent's answer to a pending question; false when it can no longer be answered.
  public mutating func answer(id: ApprovalID, choiceID: AppleChoiceID, on date: SimDate) -> Bool {
    guard let question = question(id: id), question.state == .pending,
      question.choice(id: choiceID) != nil
    else { return false }
    update(id) { $0.state = .answered(choiceID: choiceID, on: date) }
    return true
  }

  /// Expires every pending question whose expiration day has come; returns them.
  public mutating func expire(on date: SimDate) -> [PermissionQuestion] {
    var expired: [PermissionQuestion] = []
    for index in questions.indices {
      guard questions[index].state == .pending, let expiry = questions[index].expiresOn,
        date >= expiry
      else { continue }
      questions[index].state = .expired
      expired.append(questions[index])
    }
    return expired
  }

  private mutating func update(_ id: ApprovalID, _ change: (inout PermissionQuestion) -> Void) {
    guard let index = questions.firstIndex(where: { $0.id == id }) else { return }
    change(&questions[index])
  }
}
