/// The one overlay open over the panes, with its own state. Keys open one at a time from the
/// normal view, and its key context (``KeyContext/Mode``) routes keys to it until it closes.
public enum Overlay: Hashable, Sendable {
  /// The key list (`?`), scrolled to its first visible line.
  case help(offset: Int)
  /// A picker (`s` scenarios, `l` regions), with what has been typed to filter it.
  case picker(OpenPicker)
  /// The walkthrough step's narration in full (`v`), scrolled to its first visible line.
  case narration(offset: Int)
  /// The scenario compared by a setting at the current step (`c`).
  case compare(CompareOverlay)
}
