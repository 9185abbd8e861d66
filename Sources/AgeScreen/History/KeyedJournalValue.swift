/// A store's record as a line written under its one journal key holds it: the object's `_0`
/// (``StoreJournalRecord/init(_:key:platform:)``), read from the whole line.
struct KeyedJournalValue<Record: Decodable>: Decodable {
  /// The record.
  let record: Record

  /// Reads the `_0` under the line's one key.
  init(from decoder: any Decoder) throws {
    let line = try decoder.container(keyedBy: JournalKey.self)
    guard line.allKeys.count == 1, let key = line.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "A store's line has one key."))
    }
    let payload = try line.nestedContainer(keyedBy: JournalKey.self, forKey: key)
    record = try payload.decode(Record.self, forKey: .value)
  }
}
