import Analyses
import Scenarios

/// A platform the TUI can show beside the host's side: how it finds its side in a scenario. The
/// session (``StoreSides``) holds a list of them, the executable's handed down from `Stores`, and opens the
/// side of each platform a scenario has, in the list's order, which is the order `o` goes
/// through them.
public struct StoreSideKind: Sendable {
  /// The platform.
  public let platform: ScenarioPlatform
  /// The key its side's records are written under in the journal (``StoreSide/journalKey``).
  public let journalKey: String
  /// Its side of `compare`, which its side's `c` (and every other side's) compares with.
  public let compareSide: CompareSideKind
  /// Reads one of its side's records from a journal line, or throws why it cannot.
  let readRecord: StoreRecordReaders.Reader
  /// Its side of a scenario, nil for a scenario without the platform's part.
  let open: @Sendable (Scenario) -> (any ErasedStoreSide)?

  /// The platform of `Side`, whose side of a scenario `opening` finds and whose side of
  /// `compare` is `compareSide`.
  public init<Side: StoreSide>(
    compareSide: CompareSideKind,
    _ opening: @escaping @Sendable (Scenario) -> StoreSideOpening<Side>?
  ) {
    platform = Side.platform
    self.compareSide = compareSide
    journalKey = Side.journalKey
    readRecord = { decoder in
      TypedJournalRecord(keyed: try KeyedJournalValue<Side.Record>(from: decoder).record)
    }
    open = { scenario in
      opening(scenario).map { TypedStoreSide($0.side) }
    }
  }

  /// Whether a journal line under `key` is this platform's: its journal key, or its name (a
  /// `side` line).
  func writes(_ key: String) -> Bool {
    key == journalKey || key == platform.rawValue
  }
}
