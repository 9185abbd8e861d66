import AgeScreen
import AmazonAppstore

/// One change to a session's Amazon side, as the journal stores it (a typed value under
/// ``AmazonSide/journalKey``, in the session's one journal). Replaying them through
/// ``AmazonSide`` rebuilds the side: its undo history, its place in the walkthrough and the
/// screen.
public enum AmazonRecord: Hashable, Sendable, Codable {
  /// A walkthrough jump or reset to a position (`n`, `p`, `w`, `r`, auto-play), with the key's
  /// reason.
  case jump(Int, cause: HistoryCause?)
  /// An action someone took on a screen.
  case perform(AmazonAction)
  /// One `u` that took something back.
  case undo
  /// Where the screen was; the last one wins.
  case screen(AmazonScreenPosition)
  /// Which side a scenario on several stores shows after `o`: Amazon's (`true`) or Apple's.
  case shown(Bool)
}
