/// A JSON value as a journal line holds it: what a store's record (``StoreJournalRecord``) is
/// kept as between the line and the store's side, which alone knows the record's type. Numbers
/// keep whether they were whole, so a record read and written again has the same bytes.
public enum JournalValue: Hashable, Sendable, Codable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JournalValue])
  /// An object; its keys are written sorted, as the journal writes every line.
  case object([String: JournalValue])

  /// Reads any JSON value: an object or an array by its container, which a decoder opens only
  /// on one (no failed attempt is made for them, and a journal's records are objects all the
  /// way down), any other value by its type.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: JournalKey.self) {
      var members: [String: JournalValue] = [:]
      for key in object.allKeys {
        members[key.stringValue] = try object.decode(JournalValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JournalValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JournalValue.self)) }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Writes the value as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }
}
