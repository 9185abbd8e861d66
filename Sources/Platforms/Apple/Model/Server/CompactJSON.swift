/// JSON text without spaces, keys in the order given: what a JWS part encodes. Only the
/// shapes the simulated App Store writes (objects of strings and whole numbers).
enum CompactJSON {
  /// A value of one field.
  enum Value {
    /// A string.
    case string(String)
    /// A whole number.
    case number(Int)
  }

  /// `{"key":value,…}`.
  static func object(_ fields: [(String, Value)]) -> String {
    let members = fields.map { key, value in
      let text =
        switch value {
        case .string(let string): quoted(string)
        case .number(let number): String(number)
        }
      return quoted(key) + ":" + text
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  private static let escapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ]

  /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259 §7).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escape = escapes[scalar] {
        result += escape
      } else if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
