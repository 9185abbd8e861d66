/// A program whose history is journaled as it changes and restored by `--resume`.
public protocol PersistentProgram: TUIProgram {
  /// One change to the program's history, as the journal stores it.
  associatedtype Record: Codable

  /// The records not yet saved, oldest first, and whether they start a new journal (a fresh
  /// session) rather than continue the current one. Hands each record over once.
  mutating func takeUnsavedRecords() -> (startsNewJournal: Bool, records: [Record])

  /// Rebuilds the state from a journal's records and says on the notice line what was
  /// restored. Every value is validated before use: the replay stops at the first record that
  /// is out of range or cannot be replayed, keeping the state the records before it built.
  /// Must tolerate records from older runs (e.g. clamp selections to the current lists) rather
  /// than trap.
  /// - Returns: where the replay stopped, or nil when every record was restored.
  mutating func restore(_ records: [Record]) -> RestoreStop?

  /// Shows (or, with nil, clears) a mark that stays on screen while changes are not saved, such
  /// as "not saved since 14:02 — disk full".
  mutating func showUnsaved(_ mark: String?)
}
