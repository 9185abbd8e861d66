/// Compact JSON text, keys in the order given: what a JWS payload encodes, byte for byte as
/// the simulation's model writes it.
public enum JSONText {
  /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259 §7).
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      case _: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `{"key":value,…}` from already rendered values.
  public static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
