/// `ask --answer`: what the person taps if a sharing prompt appears, on any store.
public enum AskPromptTap: String, CaseIterable, ListedArgument, Sendable {
  /// Share the age range.
  case share
  /// Decline to share it.
  case decline
}
