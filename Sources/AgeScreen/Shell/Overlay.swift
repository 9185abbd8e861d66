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

  /// `current` with `opened` open in its place, or, when `opened` is nil, closed if `isOpen`
  /// (the kind being set to nil is the one open): how a shell sets one kind of overlay.
  public static func replacing(_ current: Overlay?, with opened: Overlay?, closing isOpen: Bool)
    -> Overlay?
  {
    opened ?? (isOpen ? nil : current)
  }

  /// The help overlay's first visible line, when it is the one open.
  public var helpOffset: Int? {
    guard case .help(let offset) = self else { return nil }
    return offset
  }

  /// The picker, when it is the one open.
  public var picker: OpenPicker? {
    guard case .picker(let picker) = self else { return nil }
    return picker
  }

  /// The narration overlay's first visible line, when it is the one open.
  public var narrationOffset: Int? {
    guard case .narration(let offset) = self else { return nil }
    return offset
  }

  /// The compare overlay, when it is the one open.
  public var compare: CompareOverlay? {
    guard case .compare(let compare) = self else { return nil }
    return compare
  }
}
