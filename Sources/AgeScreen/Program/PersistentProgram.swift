/// A program whose history is journaled as it changes and restored by `--resume`.
///
/// Its records leave through ``ProgramCommand/save(_:startsNewJournal:)`` commands: those of
/// ``start()`` first, then those each update returns.
public protocol PersistentProgram: TUIProgram where Record: Codable {
  /// The commands the session starts with, once the journal is ready (and restored, with
  /// `--resume`): a fresh program's first records, which start a new journal. The loop calls it
  /// once, before the first key.
  mutating func start() -> [ProgramCommand<Record>]

  /// Rebuilds the state from a journal's records and says on the notice line what was
  /// restored. Every value is validated before use: the replay stops at the first record that
  /// is out of range or cannot be replayed, keeping the state the records before it built.
  /// Must tolerate records from older runs (e.g. clamp selections to the current lists) rather
  /// than trap.
  /// - Returns: where the replay stopped, or nil when every record was restored.
  mutating func restore(_ records: [Record]) -> RestoreStop?

  /// Restores as ``restore(_:)`` does, asking `interrupted` before each record: when it says
  /// yes (a quit signal arrived), the replay stops there with an interrupted
  /// ``RestoreStop``, so a long journal never keeps a user from quitting.
  mutating func restore(_ records: [Record], until interrupted: () -> Bool) -> RestoreStop?

  /// What the journal's reader hands its decoder, so a record is checked as it is read: a
  /// store's record (``StoreRecordReaders``) by the store that wrote it. Empty by default.
  var journalDecodingInfo: [CodingUserInfoKey: any Sendable] { get }
}

extension PersistentProgram {
  /// Nothing: the records check themselves.
  public var journalDecodingInfo: [CodingUserInfoKey: any Sendable] { [:] }

  /// A program whose replay is always short enough to finish: `interrupted` is not asked.
  public mutating func restore(_ records: [Record], until interrupted: () -> Bool)
    -> RestoreStop?
  {
    restore(records)
  }
}
