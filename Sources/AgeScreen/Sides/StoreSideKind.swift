import Analyses
import Scenarios

/// A store the TUI can show: how it finds its side in a scenario. The session (``StoreSides``)
/// holds a list of them, the executable's handed down from `Stores` in the order the stores are
/// registered, and opens the side of each store a scenario has, in the list's order, which is
/// the order `o` goes through them.
public struct StoreSideKind: Sendable {
  /// The platform.
  public let platform: ScenarioPlatform
  /// The key its side's records are written under in the journal (``StoreSide/journalKey``).
  public let journalKey: String
  /// Its side of `compare`, which its side's `c` (and every other side's) compares with.
  public let compareSide: CompareSideKind
  /// The keys of its side's lines and how a journal's reader reads them: its journal key, or
  /// one key per case for a side that writes whole lines (``StoreSide/journalLines``).
  let lines: JournalLines
  /// Its side of a scenario, nil for a scenario without the platform's part.
  let open: @Sendable (Scenario) -> (any ErasedStoreSide)?
  /// Whether a line of its side only says where the side's screen was.
  let isScreenLine: @Sendable (SessionRecord) -> Bool

  /// The platform of `Side`, whose side of a scenario `opening` finds and whose side of
  /// `compare` is `compareSide`.
  public init<Side: StoreSide>(
    compareSide: CompareSideKind,
    _ opening: @escaping @Sendable (Scenario) -> StoreSideOpening<Side>?
  ) {
    platform = Side.platform
    self.compareSide = compareSide
    journalKey = Side.journalKey
    lines =
      Side.journalLines
      ?? JournalLines(keys: [Side.journalKey]) { decoder in
        TypedJournalRecord(keyed: try KeyedJournalValue<Side.Record>(from: decoder).record)
      }
    open = { scenario in
      opening(scenario).map { TypedStoreSide($0.side) }
    }
    isScreenLine = { record in Side.sideRecord(in: record).map(Side.isScreenRecord) ?? false }
  }

  /// Whether a journal line under `key` is this platform's: one of its keys, or its name (a
  /// `side` line).
  func writes(_ key: String) -> Bool {
    lines.keys.contains(key) || key == platform.rawValue
  }
}
