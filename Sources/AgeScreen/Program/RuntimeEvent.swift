/// What the executable's runtime tells a program, as opposed to what a person's key asks: the
/// program takes it through its update like any action, but it makes no history and needs no
/// layout.
public enum RuntimeEvent: Hashable, Sendable {
  /// Show this message on the notice line ("picture saved to …", "session not saved").
  case report(Notice)
  /// Show (or, with nil, clear) the mark that stays in front of the notice line while
  /// something the session writes is not written: changes not saved ("not saved since 14:02 —
  /// disk full"), a recording lost ("recording lost at 14:05 — disk full"), or both, joined.
  case unsaved(String?)
  /// Whether `agetui notes` (the speaker notes) follows the session now; the banner's default
  /// depends on it.
  case followedByNotes(Bool)
}
