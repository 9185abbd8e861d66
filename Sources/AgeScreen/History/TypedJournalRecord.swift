#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A store's record as its own type, beside the form its line writes it in: what a store's side
/// made, or what its reader read from a journal (``StoreRecordReaders``), so the record is not
/// read from JSON a second time and its line's object is written out only when it is asked for.
public struct TypedJournalRecord: Sendable {
  /// The record.
  let value: any Encodable & Sendable
  /// Whether the record is written as a whole line (its cases are the lines' keys) rather than
  /// as the object's `_0` under its store's key.
  let isLine: Bool

  /// A record written as the object's `_0` under its store's journal key.
  public init(keyed value: any Encodable & Sendable) {
    self.value = value
    isLine = false
  }

  /// A record written as a whole line.
  public init(line value: any JournalLineRecord) {
    self.value = value
    isLine = true
  }

  /// Writes the record's line under `key`: the record itself for a whole line, else the
  /// record as the object's `_0`.
  func encode(under key: String, to encoder: any Encoder) throws {
    if isLine {
      try value.encode(to: encoder)
      return
    }
    var line = encoder.container(keyedBy: JournalKey.self)
    var payload = line.nestedContainer(
      keyedBy: JournalKey.self, forKey: JournalKey(stringValue: key))
    try payload.encode(value, forKey: .value)
  }

  /// The record as JSON, or nil when it cannot be written (never, for a store's plain values).
  var json: JournalValue? {
    guard let data = try? JSONEncoder().encode(value) else { return nil }
    return try? JSONDecoder().decode(JournalValue.self, from: data)
  }

  /// The object the record's line holds under its key.
  var payload: [String: JournalValue] {
    guard let json else { return [:] }
    guard isLine else { return [StoreJournalRecord.valueKey: json] }
    guard case .object(let line) = json, let (_, value) = line.first,
      case .object(let payload) = value
    else { return [:] }
    return payload
  }
}
