import FlowEngine

/// What an Amazon trace entry carries besides its summary: typed values.
public enum AmazonTraceDetail: Hashable, Sendable {
  /// The app's flow moved from one step to another (`FlowNote.stepChanged`).
  case flowStep(from: FlowStep, to: FlowStep)
  /// What the app acts on in place of a regulatory check, and where the region stands.
  case regulation([RegulatoryFeature], phase: AmazonLawPhase)
  /// `GetUserAgeData` answered.
  case ageData(AmazonUserAgeData, reasons: [String])
  /// The app stored changes as handled on the device.
  case handled([ChangeID])
  /// The developer reported a change in the Developer Console.
  case changeReported(AmazonReportedChange)
  /// Amazon asked the parent for consent.
  case consentRequest(AmazonConsentRequest)
  /// The parent answered a consent request.
  case parentAnswer(requestID: ApprovalID, granted: Bool)
  /// The parent revoked consent; the revocation the report will list.
  case revoked(AmazonRevocation)
  /// The clock moved.
  case clock(from: SimDate, to: SimDate)
  /// A setting changed.
  case setting(AmazonSetting)
  /// An action was refused.
  case refused(AmazonRefusal)

  /// Every day the detail carries, for the rule that the birthdate never leaves the store.
  public var dates: [SimDate] {
    switch self {
    case .ageData(let row, _): row.mostRecentApprovalDate.map { [$0.day] } ?? []
    case .changeReported(let change): [change.reportedOn]
    case .consentRequest(let request): [request.sentOn]
    case .revoked(let revocation): [revocation.revokedOn]
    case .clock(let from, let to): [from, to]
    case .flowStep, .regulation, .handled, .parentAnswer, .setting, .refused: []
    }
  }
}
