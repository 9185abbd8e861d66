import AgeScreen
import ArgumentParser
import FlowEngine
import Scenarios
import Stores

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// The `agetui` command: the TUI by default, with subcommands for headless use.
@main
struct AgeTUICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agetui",
    abstract: "Simulate age assurance in the terminal: \(AgeTUICommand.storesSimulated).",
    version: "0.1.0",
    // One line per subcommand, so adding a command is a one-line change.
    subcommands: [
      AskCommand.self,
      ScenariosCommand.self,
      CheckCommand.self,
      RunCommand.self,
      ExploreCommand.self,
      CompareCommand.self,
      GraphCommand.self,
      NotesCommand.self,
      PromptsCommand.self,
    ]
  )

  /// The scenario the TUI opens on.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A built-in scenario name or a scenario file to open (default: \(ScenarioLibrary.defaultName)).",
      valueName: "name|file"),
    completion: .list(ScenarioLibrary.names))
  var scenario: String?

  /// Restore the last session instead of starting the scenario afresh.
  @Flag(help: "Restore the last session exactly as it was (it is saved after every action).")
  var resume = false

  /// The journal file, in the state directory, to save to and resume from.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The session journal in the state directory to save to and --resume from (default: "
        + "session.jsonl). A session started while another runs is saved to one of its own, "
        + "such as session-4242.jsonl; this resumes it.",
      valueName: "file name"))
  var session: String?

  /// Record the session as an asciicast v2 file.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Record the session as an asciicast v2 file (play it with `asciinema play FILE`).",
      valueName: "file.cast"))
  var record: String?

  /// Hide the `≈` marks on assumed wording, for clean screenshots.
  @OptionGroup var wordingMarks: WordingMarksOptions

  /// Parses and runs like ArgumentParser's own `main`, but an error message (which can quote
  /// an argument as typed) is escaped before it reaches the terminal; help and completion
  /// scripts, which are ours, are printed as they are.
  static func main() {
    ProcessStart.prepare()
    // `agetui --version` and a bare `agetui` (the TUI with its defaults) are answered before
    // ArgumentParser builds the command tree by reflection, which costs more than the rest of
    // the process start (docs/performance.md).
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.elementsEqual(["--version"]) {
      StandardStream.print(configuration.version + "\n")
      OutputCheck.exit(0)
    }
    if let error = HelpRequest.unknownCommand(in: Array(arguments)) {
      StandardError.line(error)
      OutputCheck.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      if arguments.isEmpty {
        try openTUI(scenario: nil, resume: false, record: nil)
      } else {
        var command = try parseAsRoot()
        try command.run()
      }
      OutputCheck.exit(0)
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { StandardStream.print(message + "\n") }
      } else if !message.isEmpty {
        StandardError.line(message)
      }
      // Help, a completion script, or a command's own status after its output (run's failed
      // expectations): whatever the status, output that did not arrive is said.
      OutputCheck.exit(code.rawValue)
    }
  }

  func validate() throws {
    if let session, session.isEmpty || session.hasPrefix(".") || session.contains("/") {
      throw ValidationError(
        "--session takes a file name in the state directory, such as session-4242.jsonl "
          + "(no \"/\", not starting with \".\")")
    }
    if let session, let use = StateFileName.reservedUse(of: session) {
      throw ValidationError(
        "--session \(session) is a name AgeTUI keeps for its own files (\(use)); choose "
          + "another, such as session-4242.jsonl")
    }
  }

  func run() throws {
    try Self.openTUI(
      scenario: scenario, resume: resume, record: record,
      session: session ?? SessionJournal<SessionRecord>.defaultFileName,
      wordingMarks: !wordingMarks.noWordingMarks)
  }

  /// Opens the TUI on `scenario` (the default when nil), as `--resume` and `--record` ask.
  static func openTUI(
    scenario: String?, resume: Bool, record: String?,
    session: String = SessionJournal<SessionRecord>.defaultFileName, wordingMarks: Bool = true
  ) throws {
    let tui = try opened(for: scenario, wordingMarks: wordingMarks)
    var castRecorder: CastFileRecorder?
    if let record {
      do throws(CastFileRecorder.OpenError) {
        castRecorder = try CastFileRecorder(
          path: record, title: "AgeTUI — \(tui.scenario.name)",
          usesColor: ColorPolicy.usesColor(environment: ProcessInfo.processInfo.environment))
      } catch {
        StandardError.line(error.description)
        throw ExitCode(1)
      }
    }
    // A scenario with another platform's part brings that platform's side (Stores.screenSides,
    // docs/architecture.md).
    let status = TUIRunner.run(
      tui, resume: resume, sessionFileName: session, recorder: castRecorder)
    if status != 0 { throw ExitCode(status) }
  }

  /// The TUI's session on the scenario for `--scenario`, or the default, loaded once by
  /// `opener` and played: the session receives it as it is. Text that does not load exits 1,
  /// its error said first.
  static func opened(
    for argument: String?, opener: ScenarioOpener = .yaml, wordingMarks: Bool = true
  ) throws -> Stores.Session {
    let document = try document(for: argument)
    do throws(ScenarioError) {
      return try Stores.session(
        opening: document, opener: opener, showsWordingMarks: wordingMarks)
    } catch {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
  }

  /// The scenario text for `--scenario`, or the default's; prints the reason and exits when a
  /// name is unknown or a file unreadable (invalid text is reported when it is loaded).
  static func document(for argument: String?) throws -> ScenarioDocument {
    guard let argument else {
      guard let document = ScenarioDocument(defaultOf: ScenarioLibrary.shelf) else {
        StandardError.line("agetui: the default scenario is missing from this build")
        throw ExitCode(1)
      }
      return document
    }
    let source: ScenarioSource
    do throws(ScenarioSource.Failure) {
      source = try ScenarioSource.resolve(argument)
    } catch .unreadable(let message) {
      StandardError.line("agetui: \(message)")
      throw ExitCode.validationFailure
    } catch .invalid(let error) {
      StandardError.line("\(error)")
      throw ExitCode(1)
    }
    return source.document
  }
}
