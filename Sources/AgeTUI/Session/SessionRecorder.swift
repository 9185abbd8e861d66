import AgeScreen

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Journals a program's history as it changes and restores it for `--resume`.
///
/// Failures never stop the TUI: an unwritable directory shows one warning on the notice line
/// (again only after a save has succeeded in between), and an unusable file is reported and
/// set aside by ``SessionJournal``.
struct SessionRecorder<Program: PersistentProgram> {
  private let journal: SessionJournal<Program.Record>?
  private var isFailing = false
  /// Whether the journal on disk belongs to this run (restored or started by it).
  private var isJournalOpen = false

  /// A recorder writing `fileName` in the default state directory for `environment`.
  init(environment: [String: String], fileName: String) {
    journal = SessionJournal<Program.Record>.defaultDirectory(environment: environment).map {
      SessionJournal(fileURL: $0.appendingPathComponent(fileName, isDirectory: false))
    }
  }

  /// Loads the saved session into `program`.
  /// - Returns: A line for standard error when the saved session could not be used.
  mutating func restore(into program: inout Program) -> String? {
    guard let journal else {
      program.report(Notice(.warning, "cannot resume: neither XDG_STATE_HOME nor HOME is set"))
      return "agetui: cannot resume: neither XDG_STATE_HOME nor HOME is set"
    }
    switch journal.load() {
    case .none:
      if let message = SessionJournal<Program.Record>.setAsideFormatOne(
        in: journal.fileURL.deletingLastPathComponent())
      {
        program.report(Notice(.warning, message))
        return "agetui: \(message)"
      }
      program.report(Notice(.info, "no saved session in \(journal.fileURL.path); starting fresh"))
      return nil
    case .loaded(let records, let warning):
      // The program says what it restored, or why it could not; a generic line would hide it.
      // A restored program continues this journal; one that could not restore (its scenario no
      // longer loads) starts afresh and asks for a new journal at its first save.
      program.restore(records)
      isJournalOpen = true
      guard let warning else { return nil }
      return "agetui: \(warning)"
    case .unusable(let message):
      program.report(Notice(.warning, message))
      return "agetui: \(message)"
    }
  }

  /// Saves what changed in `program`, reporting the first failure in a row on its notice line.
  /// - Returns: `true` when a notice was reported (the screen needs a redraw).
  mutating func save(_ program: inout Program) -> Bool {
    let (startsNew, records) = program.takeUnsavedRecords()
    let problem: String?
    if let journal {
      if startsNew || !isJournalOpen {
        problem = journal.start(with: records)
        isJournalOpen = problem == nil
      } else {
        problem = journal.append(records)
      }
    } else {
      problem = "neither XDG_STATE_HOME nor HOME is set"
    }
    guard let problem else {
      isFailing = false
      return false
    }
    defer { isFailing = true }
    guard !isFailing else { return false }
    program.report(Notice(.warning, "session not saved: \(problem)"))
    return true
  }
}
