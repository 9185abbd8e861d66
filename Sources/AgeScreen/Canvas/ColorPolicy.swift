/// Whether to send colour at all: the `NO_COLOR` convention (no-color.org).
public enum ColorPolicy {
  /// False when `NO_COLOR` is set to anything but the empty string.
  public static func usesColor(environment: [String: String]) -> Bool {
    environment["NO_COLOR"].map(\.isEmpty) ?? true
  }
}
