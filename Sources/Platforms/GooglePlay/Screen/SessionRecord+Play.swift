import AgeScreen
import Scenarios

extension SessionRecord {
  /// A change to the session's Google Play side: a `play` line (``PlayShell/journalKey``).
  public static func play(_ record: PlayRecord) -> SessionRecord {
    .store(StoreJournalRecord(record, key: PlayShell.journalKey, platform: .googlePlay))
  }

  /// The Google Play record of a `play` line, nil for any other line or one that does not
  /// hold a Play record.
  public var playRecord: PlayRecord? {
    guard case .store(let stored) = self, stored.key == PlayShell.journalKey else { return nil }
    return stored.decoded(as: PlayRecord.self)
  }
}
