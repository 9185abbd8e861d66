/// A program whose history is journaled as it changes and restored by `--resume`.
public protocol PersistentProgram: TUIProgram {
  /// One change to the program's history, as the journal stores it.
  associatedtype Record: Codable

  /// The records not yet saved, oldest first, and whether they start a new journal (a fresh
  /// session) rather than continue the current one. Hands each record over once.
  mutating func takeUnsavedRecords() -> (startsNewJournal: Bool, records: [Record])

  /// Rebuilds the state from a journal's records and says on the notice line what was
  /// restored, or why it could not be. Must tolerate records from older runs (e.g. clamp
  /// selections to the current lists) rather than trap.
  mutating func restore(_ records: [Record])
}
