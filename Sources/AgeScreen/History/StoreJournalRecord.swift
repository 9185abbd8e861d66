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
  /// The object, the record as its store's type, or both.
  private let held: Held

  /// What a record holds: the object its line was read as (and the typed record when its store
  /// made it), or only the typed record its store's reader read, whose object is written out
  /// when it is asked for (a resume reads every line once, as its store's type).
  private enum Held: Sendable {
    case payload([String: JournalValue], typed: TypedJournalRecord?)
    case typed(TypedJournalRecord)
  }

  /// The key of a record written as the object's `_0`.
  static let valueKey = "_0"

  /// The object under the key, as the line holds it.
  public var payload: [String: JournalValue] {
    switch held {
    case .payload(let payload, _): payload
    case .typed(let typed): typed.payload
    }
  }

  /// The record as its store's type, when it was made or read by its store: what
  /// ``decoded(as:)`` and ``decodedLine(as:)`` return without reading the JSON again.
  var typed: TypedJournalRecord? {
    switch held {
    case .payload(_, let typed): typed
    case .typed(let typed): typed
    }
  }

  /// A record read from a journal line: `payload` is the object under `key`.
  public init(key: String, payload: [String: JournalValue], platform: ScenarioPlatform? = nil) {
    self.key = key
    self.platform = platform
    held = .payload(payload, typed: nil)
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

  /// A record its store made, with the object its line holds.
  private init(
    key: String, payload: [String: JournalValue], platform: ScenarioPlatform,
    typed: TypedJournalRecord
  ) {
    self.key = key
    self.platform = platform
    held = .payload(payload, typed: typed)
  }

  /// `record`, as `platform`'s side writes it under `key`: the object's `_0`. A record whose
  /// type cannot be written as JSON is a programming error (every store's records are plain
  /// values).
  public init<Record: Encodable & Sendable>(
    _ record: Record, key: String, platform: ScenarioPlatform
  ) {
    self.init(
      key: key, payload: [Self.valueKey: Self.value(of: record, platform: platform)],
      platform: platform, typed: TypedJournalRecord(keyed: record))
  }

  /// `record`, as `platform`'s side writes it as a whole line: the record must be written as
  /// an object of one key (an enum's case), which is the line's key. Anything else is a
  /// programming error.
  public init<Record: Encodable & Sendable>(line record: Record, platform: ScenarioPlatform) {
    guard case .object(let line) = Self.value(of: record, platform: platform), line.count == 1,
      let (key, value) = line.first, case .object(let payload) = value
    else {
      preconditionFailure("\(platform.title)'s journal record is not a line of one key")
    }
    self.init(
      key: key, payload: payload, platform: platform, typed: TypedJournalRecord(line: record))
  }

  /// `record` as a JSON value.
  private static func value<Record: Encodable>(of record: Record, platform: ScenarioPlatform)
    -> JournalValue
  {
    do {
      let data = try JSONEncoder().encode(record)
      return try JSONDecoder().decode(JournalValue.self, from: data)
    } catch {
      preconditionFailure("\(platform.title)'s journal record cannot be written: \(error)")
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
