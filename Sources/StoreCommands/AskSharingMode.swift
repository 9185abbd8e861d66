/// `ask --mode`: the person's sharing setting, in the command line's words; each store maps it
/// onto its own setting (Apple's Age Range for Apps, Google Play's sharing choice).
public enum AskSharingMode: String, CaseIterable, ListedArgument, Sendable {
  /// The app gets the age range without a prompt.
  case alwaysShare = "always-share"
  /// A prompt asks the person first.
  case askFirst = "ask-first"
  /// The app never gets the age range.
  case neverShare = "never-share"
}
