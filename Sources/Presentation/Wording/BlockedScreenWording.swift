import FlowEngine

/// The app's own blocked screen, which every store's app shows when a flow ends blocked: the
/// words are AgeTUI's, because no store documents the screen (Apple's sample blocks the flow,
/// reference §3), so every store's device draws the same ones.
public enum BlockedScreenWording {
  /// Where the blocked screen's words come from.
  static let note =
    "the app's own blocked screen (Apple's sample blocks the flow); its text is AgeTUI's "
    + "(reference §3)"

  /// The blocked screen's title.
  public static let title = Wording("Not Available", .assumption(note: note))

  /// The blocked screen's explanation.
  public static func text(_ reason: BlockReason) -> Wording {
    Wording(explanation(reason), .assumption(note: note))
  }

  /// What the app's blocked screen says for each reason.
  private static func explanation(_ reason: BlockReason) -> String {
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
