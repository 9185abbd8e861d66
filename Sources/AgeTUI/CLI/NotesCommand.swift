import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `agetui notes`: speaker notes for a presenter, following the TUI session that runs in
/// another terminal on the same state directory.
struct NotesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes",
    abstract: "Speaker notes that follow the AgeTUI session running in another terminal.",
    // One line per paragraph: ArgumentParser wraps lines and keeps every line break.
    discussion: """
      Run `agetui` in one terminal (the one the audience sees) and `agetui notes` in another \
      with the same XDG_STATE_HOME. The notes show the scenario, the step, its full \
      narration, the next step's caption, the keys to press and the time since the \
      walkthrough started, and follow every key pressed in the TUI. While the notes run, the \
      TUI's banner shows the short caption. The notes only read the session's journal.

      q or Ctrl-C quits. Exit codes: 0 after q; 1 no state directory (neither XDG_STATE_HOME \
      nor HOME is set); 2 not a usable terminal.
      """
  )

  func run() throws {
    let status = NotesRunner.run(environment: ProcessInfo.processInfo.environment)
    if status != 0 { throw ExitCode(status) }
  }
}
