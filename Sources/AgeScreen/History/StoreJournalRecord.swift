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
  /// The object under the key, as the line holds it.
  public let payload: [String: JournalValue]
  /// The store whose record this is, when it was made by that store; a record read from a
  /// journal knows only its key. Not part of what the record is (equality, hashing).
  public let platform: ScenarioPlatform?
  /// The record as its store's type, when it was made or read by its store: what
  /// ``decoded(as:)`` and ``decodedLine(as:)`` return without reading the JSON again. Not part
  /// of what the record is.
  let typed: (any Sendable)?

  /// The key of a record written as the object's `_0`.
  static let valueKey = "_0"

  /// A record read from a journal line: `payload` is the object under `key`.
  public init(key: String, payload: [String: JournalValue], platform: ScenarioPlatform? = nil) {
    self.init(key: key, payload: payload, platform: platform, typed: nil)
  }

  /// A record read from a journal line whose object holds `value` as its `_0`.
  public init(key: String, value: JournalValue, platform: ScenarioPlatform? = nil) {
    self.init(key: key, payload: [Self.valueKey: value], platform: platform, typed: nil)
  }

  /// A record read by its store as it was read from the journal.
  init(
    key: String, payload: [String: JournalValue], platform: ScenarioPlatform? = nil,
    typed: (any Sendable)?
  ) {
    self.key = key
    self.payload = payload
    self.platform = platform
    self.typed = typed
  }

  /// `record`, as `platform`'s side writes it under `key`: the object's `_0`. A record whose
  /// type cannot be written as JSON is a programming error (every store's records are plain
  /// values).
  public init<Record: Encodable & Sendable>(
    _ record: Record, key: String, platform: ScenarioPlatform
  ) {
    self.init(
      key: key, payload: [Self.valueKey: Self.value(of: record, platform: platform)],
      platform: platform, typed: record)
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
    self.init(key: key, payload: payload, platform: platform, typed: record)
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
    if let typed = typed as? Record { return typed }
    guard let value else { return nil }
    return Self.decode(type, from: value)
  }

  /// The record as a `Record` written as a whole line, nil when the line is not one.
  public func decodedLine<Record: Decodable>(as type: Record.Type) -> Record? {
    if let typed = typed as? Record { return typed }
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
