import AgeScreen
import GooglePlay

/// One change to a session's Google Play side, as the journal stores it (inside
/// ``SessionRecord/play(_:)``, so Play's changes and Apple's sit in one journal in the order
/// they happened). Replaying them through ``PlayShell`` rebuilds Play's side exactly: its
/// undo history, its place in the walkthrough, the live actions and the screen.
public enum PlayRecord: Hashable, Sendable, Codable {
  /// A walkthrough jump or reset to a script position (`n`, `p`, `w`, `r`, auto-play), with the
  /// key's reason for `u`'s notice (nil in journals written before it was kept).
  case jump(Int, cause: HistoryCause? = nil)
  /// An action someone took on a screen (a button, a key), through ``PlayShell/perform(_:)``.
  case perform(PlayAction)
  /// One `u` that took something back.
  case undo
  /// Where Play's screen was (focus, lists, scroll, Timeline, banner); the last one wins.
  case screen(PlayScreen)
  /// Which side a scenario on both stores shows after `o`: Google Play's (`true`) or Apple's.
  case shown(Bool)
}
