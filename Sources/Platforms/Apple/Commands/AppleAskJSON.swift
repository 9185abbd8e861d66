import Apple
import FlowEngine
import Reports
import Scenarios

/// The one JSON object `agetui ask --format json` prints.
///
/// Three shapes, keys always in this order:
/// `{"response":"sharing","lowerBound":…,"upperBound":…,"ageRangeDeclaration":…,`
/// `"activeParentalControls":[…],"promptShown":…}`, `{"response":"declinedSharing",`
/// `"promptShown":…}` and `{"error":…,"message":…}`. An open bound is `null`, never omitted.
struct AppleAskJSON: Encodable, Hashable, Sendable {
  /// The object's keys.
  enum Key: String, CodingKey, Sendable {
    case response
    case lowerBound
    case upperBound
    case ageRangeDeclaration
    case activeParentalControls
    case promptShown
    case error
    case message
  }

  /// A JSON value the object can hold.
  enum Value: Encodable, Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case strings([String])
    case null

    /// An optional number, `null` when absent.
    static func orNull(_ value: Int?) -> Value {
      value.map(Value.int) ?? .null
    }

    /// An optional string, `null` when absent.
    static func orNull(_ value: String?) -> Value {
      value.map(Value.string) ?? .null
    }

    /// The value as compact JSON.
    var text: String {
      switch self {
      case .string(let value): JSONValue.quoted(value)
      case .int(let value): String(value)
      case .bool(let value): value ? "true" : "false"
      case .strings(let value): "[" + value.map(JSONValue.quoted).joined(separator: ",") + "]"
      case .null: "null"
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let value): try container.encode(value)
      case .int(let value): try container.encode(value)
      case .bool(let value): try container.encode(value)
      case .strings(let value): try container.encode(value)
      case .null: try container.encodeNil()
      }
    }
  }

  /// One key and its value.
  struct Member: Hashable, Sendable {
    var key: Key
    var value: Value
  }

  /// The members, in output order.
  let members: [Member]

  /// The object for an answer.
  init(_ answer: AgeRangeAnswer) {
    switch answer.result {
    case .response(.sharing(let shared)):
      members = [
        Member(key: .response, value: .string("sharing")),
        Member(key: .lowerBound, value: .orNull(shared.range.lowerBound)),
        Member(key: .upperBound, value: .orNull(shared.range.upperBound)),
        Member(key: .ageRangeDeclaration, value: .orNull(shared.declaration?.rawValue)),
        Member(
          key: .activeParentalControls,
          value: .strings(shared.activeParentalControls.map(\.rawValue))),
        Member(key: .promptShown, value: .bool(answer.promptShown)),
      ]
    case .response(.declinedSharing):
      members = [
        Member(key: .response, value: .string("declinedSharing")),
        Member(key: .promptShown, value: .bool(answer.promptShown)),
      ]
    case .error(let error):
      members = [
        Member(key: .error, value: .string(error.name)),
        Member(key: .message, value: .string(error.message)),
      ]
    }
  }

  /// Encodes the members in order, for encoders that keep the order they are given.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for member in members {
      try container.encode(member.value, forKey: member.key)
    }
  }

  /// The object on one line, keys in order.
  ///
  /// Foundation's `JSONEncoder` on Linux does not keep the order keys are encoded in (it stores
  /// objects in a dictionary), and it writes C1 controls and U+2028/U+2029 raw; so the object is
  /// joined here and every string goes through `JSONValue.quoted`, the one JSON string escaper.
  func text() -> String {
    let pairs = members.map { member in
      JSONValue.quoted(member.key.rawValue) + ":" + member.value.text
    }
    return "{" + pairs.joined(separator: ",") + "}"
  }
}
