/// A footer entry: key names and a one-word description, e.g. `↑↓ move`.
public struct KeyHint: Hashable, Sendable {
  /// The key names as shown, e.g. "Tab" or "1-4".
  public var keys: String
  /// What the keys do, in a word or two.
  public var label: String

  /// Creates a hint.
  public init(keys: String, label: String) {
    self.keys = keys
    self.label = label
  }

  /// Width in display columns when rendered as "keys label".
  public var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(label) }
}
