/// Something that happened to the app on one device (past tense).
public enum FlowEvent: Hashable, Sendable, Codable {
  /// The app launched with these changes still pending; `consentRevoked` when its server heard
  /// RESCIND_CONSENT since the last launch.
  case launched(pendingChanges: [SignificantChange], consentRevoked: Bool)
  /// The regulatory checks answered.
  case regulationChecked(RegulationSignals)
  /// The platform answered the request for an age signal with the age of majority as the gate
  /// (Apple: `requestAgeRange(ageGates: 18)`).
  case ageSignalReceived(AgeSignal)
  /// The child tapped the app's "Ask" button (a `PermissionButton`).
  case askParentTapped
  /// The child sent the question from the Messages compose sheet.
  case questionSent(questionID: ApprovalID)
  /// The child cancelled the compose sheet.
  case composeCancelled
  /// `askSignificantChangePermission` returned `.approveInPerson(approved: true)` (27.0).
  case approvedInPerson
  /// `AskCenter.responses(for:)` delivered the parent's answer.
  case parentAnswered(approved: Bool)
  /// The question's expiration date passed unanswered.
  case questionExpired
  /// The adult acknowledged the significant update.
  case updateAcknowledged
  /// The account was verified in Settings.
  case accountVerified
  /// The platform answered the request for the app's own gates.
  case featureAgeSignalReceived(AgeSignal)
  /// The app was closed.
  case closed

  /// The platform's answer to an age-signal request made for `purpose`.
  public static func ageSignal(_ signal: AgeSignal, for purpose: RequestPurpose) -> FlowEvent {
    switch purpose {
    case .significantChange: .ageSignalReceived(signal)
    case .feature: .featureAgeSignalReceived(signal)
    }
  }
}
