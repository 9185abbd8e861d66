/// A footer entry: key names and a one-word description, e.g. `↑↓ move`.
public struct KeyHint: Hashable, Sendable {
  /// The key names as shown, e.g. "Tab" or "1-4".
  public var keys: String
  /// What the keys do, in a word or two.
  public var label: String
  /// A shorter label for a narrow footer, e.g. "step" for "script step".
  public var shortLabel: String

  /// Creates a hint; `shortLabel` defaults to `label`.
  public init(keys: String, label: String, shortLabel: String? = nil) {
    self.keys = keys
    self.label = label
    self.shortLabel = shortLabel ?? label
  }

  /// Width in display columns when rendered as "keys label".
  public var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(label) }

  /// The hint with its short label as its label.
  public var shortened: KeyHint { KeyHint(keys: keys, label: shortLabel) }
}
