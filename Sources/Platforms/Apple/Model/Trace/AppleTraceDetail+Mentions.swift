import FlowEngine

extension AppleTraceDetail {
  /// Whether the details carry `date`, as one of their dates or inside one of their texts: a
  /// birthdate must not reach the app in any field. Numbers, flags and the names of cases
  /// cannot hold a date, so only texts and dates are searched.
  public func mentions(_ date: SimDate) -> Bool {
    let (texts, dates) = carried
    guard !dates.contains(date) else { return true }
    let iso = date.description
    // A byte search, because Foundation's `contains` dominated the time of a full explore.
    return texts.contains { $0.containsUTF8(iso) }
  }

  /// The texts (from the scenario, the system or the app) and the dates the details carry.
  private var carried: (texts: [String], dates: [SimDate]) {
    switch self {
    case .ageRangePrompt(let title, let message, let share, let decline):
      ([title, message, share, decline], [])
    case .ageRangeCached(let validUntil, let declaredOn): ([], [validUntil, declaredOn])
    case .ageRangeAnswer(.error(let error), let reasons, _, _): (reasons + [error.message], [])
    case .ageRangeAnswer(.response, let reasons, _, _): (reasons, [])
    case .sheetShown(let sheet): (sheet.texts, [])
    case .changesHandled(let ids): (ids.map(\.rawValue), [])
    case .sharingMode(_, let why): (why.map { [$0] } ?? [], [])
    case .shareAgeRangeAgain(let bundleID), .consentRevoked(let bundleID):
      ([bundleID], [])
    case .rescindConsentNotification(let payload):
      ([payload.appData.bundleID, payload.appData.signedAppTransactionInfo], [])
    case .accountCreated(let day): ([], day.map { [$0] } ?? [])
    case .region(let code): ([code.rawValue], [])
    case .clock(let from, let to): ([], [from, to])
    case .questionSent(_, _, let text, let expiresOn): ([text], expiresOn.map { [$0] } ?? [])
    case .parentAnswer(_, let choiceID, _): ([choiceID.rawValue], [])
    case .eligibility, .regulatoryFeatures, .ageRangeRequest, .promptAnswer, .permissionFlow,
      .permissionResult, .flowStep,
      .verification, .inFamily, .signedIn, .communicationLimits, .appGates, .os, .assumptions,
      .appVersion, .askRequest, .questionExpired, .rejected:
      ([], [])
    }
  }
}
