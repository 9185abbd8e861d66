import Scenarios

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A store's record in the session journal: the key of its line and the object under it,
/// which only that store's side reads back into its record type. The shared layer never names
/// the type, so a store adds its records without a case here. A store writes its records in
/// one of two forms: under its one journal key, the record as the object's `_0`
/// (``init(_:key:platform:)``, ``decoded(as:)``), or as a whole line, its record an enum whose
/// cases are the lines' keys (``init(line:platform:)``, ``decodedLine(as:)``).
public struct StoreJournalRecord: Hashable, Sendable {
  /// The key the line is written under (``StoreSide/journalKey``, or a line record's case).
  public let key: String
  /// The store whose record this is, when it was made by that store; a record read from a
  /// journal knows only its key. Not part of what the record is (equality, hashing).
  public let platform: ScenarioPlatform?
  /// The object its line was read as, or the record as its store's type.
  private let held: Held

  /// What a record holds: the object a line was read as (without its store's reader), or the
  /// record as its store's type (made by its side, or read by its store's reader), whose object
  /// is written out only when it is asked for: a key press writes its line straight from the
  /// record, and a resume reads every line once.
  private enum Held: Sendable {
    case payload([String: JournalValue])
    case typed(TypedJournalRecord)
  }

  /// The key of a record written as the object's `_0`.
  static let valueKey = JournalKey.value.stringValue

  /// The object under the key, as the line holds it.
  public var payload: [String: JournalValue] {
    switch held {
    case .payload(let payload): payload
    case .typed(let typed): typed.payload
    }
  }

  /// The record as its store's type, when it was made or read by its store: what
  /// ``decoded(as:)`` and ``decodedLine(as:)`` return without reading the JSON again.
  var typed: TypedJournalRecord? {
    switch held {
    case .payload: nil
    case .typed(let typed): typed
    }
  }

  /// A record read from a journal line: `payload` is the object under `key`.
  public init(key: String, payload: [String: JournalValue], platform: ScenarioPlatform? = nil) {
    self.key = key
    self.platform = platform
    held = .payload(payload)
  }

  /// A record read from a journal line whose object holds `value` as its `_0`.
  public init(key: String, value: JournalValue, platform: ScenarioPlatform? = nil) {
    self.init(key: key, payload: [Self.valueKey: value], platform: platform)
  }

  /// A record its store's reader read from a line under `key`.
  init(key: String, typed: TypedJournalRecord) {
    self.key = key
    platform = nil
    held = .typed(typed)
  }

  /// `record`, as `platform`'s side writes it under `key`: the object's `_0`.
  public init<Record: Encodable & Sendable>(
    _ record: Record, key: String, platform: ScenarioPlatform
  ) {
    self.key = key
    self.platform = platform
    held = .typed(TypedJournalRecord(keyed: record))
  }

  /// `record`, as `platform`'s side writes it as a whole line, under its case's key.
  public init<Record: JournalLineRecord>(line record: Record, platform: ScenarioPlatform) {
    key = record.journalKey
    self.platform = platform
    held = .typed(TypedJournalRecord(line: record))
  }

  /// Writes the record's line: from the record itself when its store made or read it, else
  /// the object as it was read.
  func encode(to encoder: any Encoder) throws {
    switch held {
    case .typed(let typed):
      try typed.encode(under: key, to: encoder)
    case .payload(let payload):
      var line = encoder.container(keyedBy: JournalKey.self)
      try line.encode(payload, forKey: JournalKey(stringValue: key))
    }
  }

  /// The record's `_0` as it was written, nil when the object holds anything else.
  public var value: JournalValue? {
    guard payload.count == 1 else { return nil }
    return payload[Self.valueKey]
  }

  /// The record as a `Record` written as the object's `_0`, nil when it is not one.
  public func decoded<Record: Decodable>(as type: Record.Type) -> Record? {
    if let typed = typed?.value as? Record { return typed }
    guard let value else { return nil }
    return Self.decode(type, from: value)
  }

  /// The record as a `Record` written as a whole line, nil when the line is not one.
  public func decodedLine<Record: Decodable>(as type: Record.Type) -> Record? {
    if let typed = typed?.value as? Record { return typed }
    return Self.decode(type, from: .object([key: .object(payload)]))
  }

  /// `value` read as a `Record`, nil when it is not one.
  private static func decode<Record: Decodable>(_ type: Record.Type, from value: JournalValue)
    -> Record?
  {
    guard let data = try? JSONEncoder().encode(value) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }

  /// Same key, same object.
  public static func == (lhs: StoreJournalRecord, rhs: StoreJournalRecord) -> Bool {
    lhs.key == rhs.key && lhs.payload == rhs.payload
  }

  /// The key and the object.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(payload)
  }
}
