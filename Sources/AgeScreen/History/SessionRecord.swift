import Apple
import FlowEngine

/// One line of the session journal: a change to the session's history, in the order it
/// happened. Replaying the records rebuilds the history exactly, undo included, and the file
/// only ever grows by one short line per change.
public enum SessionRecord: Hashable, Sendable, Codable {
  /// A scenario opened at its start (the first record of every journal).
  case open(ScenarioDocument)
  /// A walkthrough jump or reset to a script position.
  case jump(Int, HistoryCause)
  /// A live action.
  case perform(SimulationAction)
  /// One `u`.
  case undo
  /// Where the screen was (focus, device, lists); the last one wins.
  case screen(SimulatorScreen)
  /// A change to another store's side, written under that store's own journal key as the
  /// store encodes it (``StoreSide/journalKey``; journals written before a side was journaled
  /// have none).
  case store(StoreJournalRecord)

  /// Apple's lines, in the form they have always been written in.
  private enum Coded: Codable {
    case open(ScenarioDocument)
    case jump(Int, HistoryCause)
    case perform(SimulationAction)
    case undo
    case screen(SimulatorScreen)
  }

  /// A line's key: a case's name, or a store's journal key.
  private struct LineKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads a line: Apple's cases as ever; any other single key whose value
  /// holds one `_0` is a store's record under its journal key (`{"KEY":{"_0":…}}`). When the
  /// decoder was handed ``StoreRecordReaders``, only a key of theirs is, and only with a
  /// record its store reads; any other line fails with Apple's cases' reason or the store's.
  public init(from decoder: any Decoder) throws {
    do {
      self = Self(try Coded(from: decoder))
    } catch {
      guard let record = try Self.storeRecord(from: decoder) else { throw error }
      self = .store(record)
    }
  }

  /// Writes a line in the form its case has always had.
  public func encode(to encoder: any Encoder) throws {
    let coded: Coded
    switch self {
    case .open(let document): coded = .open(document)
    case .jump(let position, let cause): coded = .jump(position, cause)
    case .perform(let action): coded = .perform(action)
    case .undo: coded = .undo
    case .screen(let screen): coded = .screen(screen)
    case .store(let record):
      var line = encoder.container(keyedBy: LineKey.self)
      var payload = line.nestedContainer(
        keyedBy: LineKey.self, forKey: LineKey(stringValue: record.key))
      try payload.encode(record.value, forKey: LineKey(stringValue: "_0"))
      return
    }
    try coded.encode(to: encoder)
  }

  /// The record a `Coded` line holds.
  private init(_ coded: Coded) {
    switch coded {
    case .open(let document): self = .open(document)
    case .jump(let position, let cause): self = .jump(position, cause)
    case .perform(let action): self = .perform(action)
    case .undo: self = .undo
    case .screen(let screen): self = .screen(screen)
    }
  }

  /// A store's record: a line of one key, its value an object of one `_0`; nil for any other
  /// line. With ``StoreRecordReaders``, the key must be theirs and the record must read as its
  /// store's (else what its store's decoding says is thrown).
  private static func storeRecord(from decoder: any Decoder) throws -> StoreJournalRecord? {
    guard let line = try? decoder.container(keyedBy: LineKey.self), line.allKeys.count == 1,
      let key = line.allKeys.first,
      let payload = try? line.nestedContainer(keyedBy: LineKey.self, forKey: key),
      payload.allKeys.count == 1, let value = payload.allKeys.first, value.stringValue == "_0"
    else { return nil }
    if let readers = StoreRecordReaders.handed(to: decoder) {
      guard let read = readers.readers[key.stringValue] else { return nil }
      try read(try payload.superDecoder(forKey: value))
    }
    guard let stored = try? payload.decode(JournalValue.self, forKey: value) else { return nil }
    return StoreJournalRecord(key: key.stringValue, value: stored)
  }
}
