/// The command line's one rule for a value taken from a fixed list (a flag's value, an item of
/// `explore`'s or `compare`'s lists): it is matched ignoring case, and an underscore counts as
/// a hyphen. So AgeTUI's spelling (`tier-c`, `network-error`) and Google's or Apple's constant
/// (`TIER_C`, `NETWORK_ERROR`) name the same value, on every command and every option alike
/// (docs/cli-ask.md, "Flag values").
public enum ValueSpelling {
  /// `text` as it is compared: lower case, each `_` read as `-`.
  public static func key(_ text: some StringProtocol) -> String {
    String(text.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// Whether `text` names the value spelled `spelling`.
  public static func matches(_ text: some StringProtocol, _ spelling: some StringProtocol) -> Bool {
    key(text) == key(spelling)
  }

  /// The first of `values` whose spelling `text` names; nil when none does.
  public static func first<Values: Sequence>(
    _ text: some StringProtocol, in values: Values, spelled: (Values.Element) -> String
  ) -> Values.Element? {
    let wanted = key(text)
    return values.first { key(spelled($0)) == wanted }
  }

  /// The case of a string enumeration that `text` names.
  public static func value<Value: RawRepresentable & CaseIterable>(
    _ text: some StringProtocol, of type: Value.Type = Value.self
  ) -> Value? where Value.RawValue == String {
    first(text, in: Value.allCases, spelled: \.rawValue)
  }
}
