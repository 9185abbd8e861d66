import Scenarios

/// One line of the session journal, in the order it happened: the header that opens a scenario
/// (the first line of every journal, and every scenario opened after it), or a change one
/// store's side made, which that store alone writes and reads (``StoreJournalRecord``).
/// Replaying the lines rebuilds the session exactly, undo included, and the file only ever
/// grows by one short line per change.
public enum SessionRecord: Hashable, Sendable, Codable {
  /// A scenario opened at its start (the first record of every journal).
  case open(ScenarioDocument)
  /// A change to one store's side, written under that store's journal keys as the store
  /// encodes it (``StoreSide/journalKey``, Apple's session's keys for Apple's lines).
  case store(StoreJournalRecord)

  /// The header line, in the form it has always been written in.
  private enum Coded: Codable {
    case open(ScenarioDocument)
  }

  /// The header's key, which no store's line may use.
  private static let headerKey = "open"

  /// Reads a line: the header as ever; any other line of one key whose value is an object is
  /// a store's record under that key (`{"KEY":{…}}`). When the decoder was handed
  /// ``StoreRecordReaders``, only a key of theirs is, and only with a record its store reads;
  /// any other line fails with the header's reason or the store's.
  public init(from decoder: any Decoder) throws {
    // The header is read as it always was; a line is looked at as a store's only when it is
    // not one (no failed attempt at the header for every store's line).
    guard let line = try? decoder.container(keyedBy: JournalKey.self), line.allKeys.count == 1,
      let key = line.allKeys.first, key.stringValue != Self.headerKey
    else {
      switch try Coded(from: decoder) {
      case .open(let document): self = .open(document)
      }
      return
    }
    guard let record = try Self.storeRecord(under: key, in: line, from: decoder) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "A line is the header or one key whose value is an object."))
    }
    self = .store(record)
  }

  /// Writes a line in the form it has always had: the header's, or the store's own.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .open(let document):
      try Coded.open(document).encode(to: encoder)
    case .store(let record):
      try record.encode(to: encoder)
    }
  }

  /// A store's record under `key`, the one key of `line` and not the header's: nil when its
  /// value is not an object. With ``StoreRecordReaders``, the key must be theirs (else that is
  /// thrown) and the line must read as its store's record (else what its store's decoding says
  /// is thrown).
  private static func storeRecord(
    under key: JournalKey, in line: KeyedDecodingContainer<JournalKey>, from decoder: any Decoder
  ) throws -> StoreJournalRecord? {
    if let readers = StoreRecordReaders.handed(to: decoder) {
      guard let read = readers.readers[key.stringValue] else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "No store of this session writes lines under \"\(key.stringValue)\".")
        )
      }
      return StoreJournalRecord(key: key.stringValue, typed: try read(decoder))
    }
    guard let payload = try? line.decode([String: JournalValue].self, forKey: key) else {
      return nil
    }
    return StoreJournalRecord(key: key.stringValue, payload: payload)
  }
}
