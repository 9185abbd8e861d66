import FlowEngine

/// Something the app learned on Google Play, in Google's values.
public enum PlayLearnedFact: Hashable, Sendable {
  /// What the app acts on in place of a regulatory check (Play has none), from the region's
  /// rule.
  case obligations([RegulatoryFeature])
  /// `requestAgeSignalsAccess` answered without signals (0.0.4): the status alone.
  case access(AgeSignalsStatus)
  /// `checkAgeSignals` answered.
  case signals(AgeSignalsResult)
  /// A call threw.
  case failure(AgeSignalsCall, AgeSignalsError)
  /// The app read the parent's answer to a Family Link request.
  case approval(requestID: ApprovalID, status: PlaySignificantChangeStatus)

  /// The range the answer disclosed, for the rules that the app never learns an exact age and
  /// that Never share discloses nothing; nil when it disclosed none.
  public var disclosedRange: AgeRange? {
    guard case .signals(let result) = self, result.ageLower != nil || result.ageUpper != nil
    else { return nil }
    return AgeRange(lowerBound: result.ageLower, upperBound: result.ageUpper)
  }

  /// One line, in Google's names and values.
  public var summary: String {
    switch self {
    case .obligations(let features):
      "obligations = [\(features.map(\.rawValue).joined(separator: ", "))]"
    case .access(let status): "ageSignalsStatus = \(status.rawValue)"
    case .signals(let result): result.learned
    case .failure(let call, let error): "\(call.rawValue) threw \(error.rawValue)"
    case .approval(let id, let status): "Family Link request #\(id): \(status.rawValue)"
    }
  }
}
