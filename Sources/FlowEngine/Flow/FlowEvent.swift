/// Something that happened to the app on one device (past tense), in words every store shares:
/// each store maps its own surfaces onto these cases.
public enum FlowEvent: Hashable, Sendable {
  /// The app launched with these changes still pending; `consentRevoked` when the app's server
  /// heard since the last launch that a parent withdrew consent.
  case launched(pendingChanges: [SignificantChange], consentRevoked: Bool)
  /// The regulatory checks answered.
  case regulationChecked(RegulationSignals)
  /// The store answered the request for an age signal at the age of majority.
  case ageSignalReceived(AgeSignal)
  /// The person asked for a parent's approval from the app's screen; the step decides whether
  /// an approval starts (``SignificantChangeFlow/parentAsk(on:)``).
  case approvalRequested
  /// The approval reached a parent, who has not answered yet; the approval's number.
  case approvalSent(ApprovalID)
  /// The person abandoned the approval before a parent was asked.
  case approvalAbandoned
  /// The approval was answered.
  case approvalAnswered(ApprovalOutcome)
  /// The approval lapsed before a parent answered it.
  case approvalLapsed
  /// The adult acknowledged the significant update.
  case updateAcknowledged
  /// The person's account was verified.
  case accountVerified
  /// The store answered the request for the app's own gates.
  case featureAgeSignalReceived(AgeSignal)
  /// The app was closed.
  case closed

  /// The store's answer to an age-signal request made for `purpose`.
  public static func ageSignal(_ signal: AgeSignal, for purpose: RequestPurpose) -> FlowEvent {
    switch purpose {
    case .significantChange: .ageSignalReceived(signal)
    case .feature: .featureAgeSignalReceived(signal)
    }
  }
}
