/// A footer entry: key names and a one-word description, e.g. `↑↓ move`.
public struct KeyHint: Hashable, Sendable {
  /// The key names as shown, e.g. "Tab" or "1-4".
  public var keys: String
  /// What the keys do, in a word or two.
  public var label: String
  /// A shorter label for a narrow footer, e.g. "step" for "script step".
  public var shortLabel: String
  /// Whether the footer leaves this hint's room blank: its key does nothing in the focused pane
  /// but does in another, and keeping the room keeps every later hint where the eye learnt it
  /// as the focus moves (see ``KeyTable/footerHints(in:)``).
  public var isPlaceholder: Bool
  /// How long the hint stays as the footer narrows: 0 stays longest (``Footer``).
  public var rank: Int

  /// The lowest priority the footer keeps at 80 columns on every side, giving up its margin
  /// for them: the presenter's keys (0 and 1) and the trainer's (`c`, `r`, `s`, `m`, `l`).
  public static let keptAt80Columns = 2

  /// Creates a hint; `shortLabel` defaults to `label`.
  public init(
    keys: String, label: String, shortLabel: String? = nil, isPlaceholder: Bool = false,
    rank: Int = 0
  ) {
    self.keys = keys
    self.label = label
    self.shortLabel = shortLabel ?? label
    self.isPlaceholder = isPlaceholder
    self.rank = rank
  }

  /// Width in display columns when rendered as "keys label".
  public var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(label) }

  /// The hint with its short label as its label.
  public var shortened: KeyHint {
    KeyHint(keys: keys, label: shortLabel, isPlaceholder: isPlaceholder, rank: rank)
  }

  /// Whether this and `other` name the same keys the same way, placeholder or not.
  public func names(_ other: KeyHint) -> Bool {
    keys == other.keys && label == other.label && shortLabel == other.shortLabel
  }

  /// The hint as a blank room in the footer.
  public var placeholder: KeyHint {
    KeyHint(keys: keys, label: label, shortLabel: shortLabel, isPlaceholder: true, rank: rank)
  }
}
