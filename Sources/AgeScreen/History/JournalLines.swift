/// The lines a store writes as whole lines (``StoreJournalRecord/init(line:platform:)``): the
/// keys they are written under, one per case of its record, and how a journal's reader reads
/// one (``StoreRecordReaders``).
public struct JournalLines: Sendable {
  /// The lines' keys.
  public let keys: Set<String>
  /// Reads a record from a line's decoder, or throws why it cannot.
  let read: StoreRecordReaders.Reader

  /// The lines of `Record`, an enum whose cases are written under `keys`.
  public init<Record: JournalLineRecord>(_ type: Record.Type, keys: Set<String>) {
    self.keys = keys
    read = { decoder in TypedJournalRecord(line: try Record(from: decoder)) }
  }

  /// The lines under `keys`, each read by `read`.
  init(keys: Set<String>, read: @escaping StoreRecordReaders.Reader) {
    self.keys = keys
    self.read = read
  }
}
