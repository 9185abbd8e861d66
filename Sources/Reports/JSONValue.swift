import FlowEngine
import Scenarios

/// A JSON value whose objects keep their keys in the order written, so reports print fields in
/// a documented, stable order (`format` and `version` first) rather than alphabetically.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object([(String, JSONValue)])

  /// A string, or `null` for nil.
  public static func optional(_ text: String?) -> JSONValue {
    text.map(JSONValue.string) ?? .null
  }

  /// A number, or `null` for nil.
  public static func optional(_ number: Int?) -> JSONValue {
    number.map(JSONValue.int) ?? .null
  }

  /// A boolean, or `null` for nil.
  public static func optional(_ flag: Bool?) -> JSONValue {
    flag.map(JSONValue.bool) ?? .null
  }

  /// An array of strings.
  public static func strings(_ texts: [String]) -> JSONValue {
    .array(texts.map(JSONValue.string))
  }

  /// The value as JSON text, indented by two spaces per level, ending without a newline.
  public func rendered() -> String {
    var output = ""
    write(to: &output, indent: 0)
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .int(let number): output += String(number)
    case .string(let text): output += Self.quoted(text)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      if items.allSatisfy(\.isScalar) {
        // Short lists of numbers or words read better on one line: [13, 16, 18].
        output += "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        item.write(to: &output, indent: indent + 2)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let fields):
      guard !fields.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, (key, value)) in fields.enumerated() {
        output += String(repeating: " ", count: indent + 2) + Self.quoted(key) + ": "
        value.write(to: &output, indent: indent + 2)
        output += index == fields.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  /// The value as compact JSON text: no space or newline between tokens, keys in the order
  /// written (what a signed payload encodes, byte for byte).
  public func compact() -> String {
    switch self {
    case .null, .bool, .int, .string: rendered()
    case .array(let items): "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let fields):
      "{" + fields.map { Self.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
    }
  }

  /// Whether the value is neither an array nor an object.
  var isScalar: Bool {
    switch self {
    case .null, .bool, .int, .string: true
    case .array, .object: false
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, and also what
  /// JSON allows raw but must not reach a terminal or a script raw: DEL, the C1 controls
  /// (U+0080–U+009F: U+009B alone starts an escape sequence on many terminals) and the line
  /// and paragraph separators (U+2028, U+2029, which end a line in JavaScript before ES2019),
  /// and the bidirectional formatting characters (U+202E and the rest, `TerminalSafeText`'s
  /// `isBidiControl`: they make a line read differently from what it holds), all as `\uXXXX`. The one JSON string escaper: reports, explore rows, `ask --format json`, the signed payloads `agetui-deliver` posts
  /// and asciicast recordings all write strings with it.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where Self.isEscapedAsCode(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Whether `quoted` writes the scalar as `\uXXXX` (when it has no shorter escape).
  static func isEscapedAsCode(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: TerminalSafeText.isBidiControl(scalar)
    }
  }

  /// Equal when the same JSON with fields in the same order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Hashes the rendered text, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rendered())
  }
}
