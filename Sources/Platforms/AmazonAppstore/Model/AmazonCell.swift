/// One cell of `GetUserAgeData`'s row: a String column, an Integer column, or NULL.
public enum AmazonCell: Hashable, Sendable {
  /// A string value (may be empty).
  case string(String)
  /// An integer value.
  case integer(Int)
  /// NULL (JSON `null`).
  case null

  /// The cell as a JSON value.
  public var json: String {
    switch self {
    case .string(let text): Self.quoted(text)
    case .integer(let number): String(number)
    case .null: "null"
    }
  }

  /// The cell as a trace shows it: strings quoted, NULL spelled out.
  public var text: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .integer(let number): String(number)
    case .null: "NULL"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
