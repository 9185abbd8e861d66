import FlowEngine

/// What the app's blocked screen on the Android phone says for each reason the flow blocks the
/// changed features: the app's own words, the same as on Apple's side.
enum PlayBlockedText {
  /// The screen's explanation for `reason`.
  static func explanation(_ reason: BlockReason) -> String {
    switch reason {
    case .unverifiedAdult:
      "Verify your account in Settings to use the new features."
    case .parentDeclined:
      "Your parent declined this update."
    case .approvalLapsed:
      "Your request expired before your parent answered. You can ask again."
    case .sharingDeclined:
      "Share your age range to use the new features."
    case .consentRevoked:
      "Your parent withdrew permission for this app."
    case .ageSignalUnavailable(let error):
      "Your age range could not be checked (\(error))."
    }
  }
}
