import AgeScreen

/// Saves a program's state after every action and restores it for `--resume`.
///
/// Failures never stop the TUI: an unwritable directory shows one warning on the notice line
/// (again only after a save has succeeded in between), and a corrupt file is reported and set
/// aside by ``SessionStore``.
struct SessionRecorder<Program: PersistentProgram> {
  private let store: SessionStore<Program.Snapshot>?
  private var isFailing = false

  /// A recorder writing `fileName` in the default state directory for `environment`.
  init(environment: [String: String], fileName: String) {
    store = SessionStore<Program.Snapshot>.defaultDirectory(environment: environment).map {
      SessionStore(directory: $0, fileName: fileName)
    }
  }

  /// Loads the saved session into `program`.
  /// - Returns: A line for standard error when the saved session could not be used.
  func restore(into program: inout Program) -> String? {
    guard let store else {
      program.report(Notice(.warning, "cannot resume: neither XDG_STATE_HOME nor HOME is set"))
      return "agetui: cannot resume: neither XDG_STATE_HOME nor HOME is set"
    }
    switch store.load() {
    case .none:
      program.report(Notice(.info, "no saved session in \(store.fileURL.path); starting fresh"))
      return nil
    case .loaded(let snapshot):
      // The program says what it restored, or why it could not (a newer format, a scenario
      // that no longer loads); a generic line here would hide that.
      program.restore(snapshot)
      return nil
    case .corrupt(_, let message):
      program.report(Notice(.warning, message))
      return "agetui: \(message)"
    }
  }

  /// Saves `program`, reporting the first failure in a row on its notice line.
  /// - Returns: `true` when a notice was reported (the screen needs a redraw).
  mutating func save(_ program: inout Program) -> Bool {
    let problem: String?
    if let store {
      problem = store.save(program.snapshot)
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
