import Scenarios

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A store's record in the session journal: the store's own journal key and its record as a
/// JSON value, which only that store's side reads back into its record type (``decoded(as:)``).
/// The shared layer never names the type, so a store adds its records without a case here.
public struct StoreJournalRecord: Hashable, Sendable {
  /// The key the store's lines are written under (``StoreSide/journalKey``).
  public let key: String
  /// The record, as the line holds it.
  public let value: JournalValue
  /// The store whose record this is, when it was made by that store; a record read from a
  /// journal knows only its key. Not part of what the record is (equality, hashing).
  public let platform: ScenarioPlatform?

  /// A record read from a journal line.
  public init(key: String, value: JournalValue, platform: ScenarioPlatform? = nil) {
    self.key = key
    self.value = value
    self.platform = platform
  }

  /// `record`, as `platform`'s side writes it under `key`. A record whose type cannot be
  /// written as JSON is a programming error (every store's records are plain values).
  public init<Record: Encodable>(_ record: Record, key: String, platform: ScenarioPlatform) {
    self.key = key
    self.platform = platform
    do {
      let data = try JSONEncoder().encode(record)
      value = try JSONDecoder().decode(JournalValue.self, from: data)
    } catch {
      preconditionFailure("\(platform.title)'s journal record cannot be written: \(error)")
    }
  }

  /// The record as a `Record`, nil when the value is not one.
  public func decoded<Record: Decodable>(as type: Record.Type) -> Record? {
    guard let data = try? JSONEncoder().encode(value) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }

  /// Same key, same value.
  public static func == (lhs: StoreJournalRecord, rhs: StoreJournalRecord) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value
  }

  /// The key and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(value)
  }
}
