import FlowEngine

extension FlowStep {
  /// The step in a few words, as every store's reports and compare columns say it:
  /// `blocked (parent-declined)`, `running (feature on)`, `waiting-for-parent (question #1)`.
  public var summary: String {
    switch self {
    case .blocked(let reason): "blocked (\(reason.name))"
    case .running(let enabled, _): "running (feature \(enabled ? "on" : "off"))"
    case .waitingForParent(_, let questionID): "waiting-for-parent (question #\(questionID))"
    case .needsParentalApproval(let subject): "\(name) (\(rangeText(subject)))"
    case .acknowledging(let range): "\(name) (\(range))"
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .checkingFeature: name
    }
  }

  /// The range an approval is for; "any age" when the person shared none.
  private func rangeText(_ subject: ApprovalSubject) -> String {
    subject.range?.description ?? "any age"
  }
}
