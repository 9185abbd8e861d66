/// One change to a ``WalkthroughSide``, as the session's journal keeps it under the side's
/// ``StoreSide/journalKey``: Google Play's and Amazon Appstore's sides write these, each with
/// its own action and screen. Replaying them through the side rebuilds it exactly: its undo
/// history, its place in the walkthrough, the live actions and the screen.
///
/// Its cases and labels are the journal's words: a `jump` is written as
/// `{"jump":{"_0":2,"cause":"nextStep"}}`, as each store's own record type wrote it before this
/// one served them all, so those journals still resume.
public enum WalkthroughRecord<Action, Screen>: Hashable, Sendable, Codable
where Action: Hashable & Sendable & Codable, Screen: Hashable & Sendable & Codable {
  /// A walkthrough jump or reset to a position (`n`, `p`, `w`, `r`, auto-play), with the key's
  /// reason for `u`'s notice (nil in journals written before it was kept).
  case jump(Int, cause: HistoryCause? = nil)
  /// An action someone took on a screen (a button, a key).
  case perform(Action)
  /// One `u` that took something back.
  case undo
  /// Where the side's screen was; the last one wins.
  case screen(Screen)
  /// Which side a scenario on several stores shows after `o`: this one (`true`) or its first.
  case shown(Bool)
}
