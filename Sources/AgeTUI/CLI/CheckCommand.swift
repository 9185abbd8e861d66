import AgeScreen
import ArgumentParser
import FlowEngine
import Scenarios

/// `agetui check FILE...`: validates scenario files, and warns about what a valid one may still
/// get wrong for a presenter (a caption too wide, words that claim what their step does not do).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract:
      "Validate scenario files (YAML, or JSON), and warn where a caption or narration does not "
      + "fit its step.",
    // One line per paragraph: ArgumentParser wraps lines and keeps every line break.
    discussion: """
      Prints "FILE: ok (N steps)" for each valid file on standard output, and \
      "FILE:LINE:COLUMN: error: MESSAGE" for each invalid one on standard error.

      A valid file can still draw "FILE:LINE:COLUMN: warning: MESSAGE" on standard error: \
      a step's caption wider than 80 columns, the one line a presenter's 80-column terminal \
      has for it; a step's narration or caption that claims an outcome ("David approves", \
      "the app runs") its store's simulation does not have after that step (check plays \
      every part to find them). Warnings do not change the exit code.

      Exit codes: 0 every file is valid; 1 a file is invalid; 64 a file cannot be read \
      (missing, or not a regular file: a directory, named pipe, socket or device is refused \
      without being read) or bad usage. docs/scenarios.md describes the format.
      """
  )

  @Argument(
    help: ArgumentHelp("Scenario files to check.", valueName: "FILE"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var files: [String]

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one scenario FILE") }
  }

  func run() throws {
    var invalid = false
    var unreadable = false
    for path in files {
      let document: ScenarioDocument
      do throws(ScenarioSource.Failure) {
        document = try ScenarioSource.read(path)
      } catch .unreadable(let message) {
        StandardError.line("\(path): error: \(message)")
        unreadable = true
        continue
      } catch .invalid(let error) {
        StandardError.line("\(error)")
        invalid = true
        continue
      }
      do {
        let scenario = try ScenarioOpener.yaml.load(document)
        let shownPath = TerminalSafeText.escaping(path, keepsNewlines: false)
        StandardStream.print("\(shownPath): ok (\(Self.stepCount(scenario)))\n")
        for warning in Self.warnings(scenario, file: path) { StandardError.line(warning) }
      } catch {
        StandardError.line("\(error)")
        invalid = true
      }
    }
    if unreadable { throw ExitCode(64) }
    if invalid { throw ExitCode(1) }
  }

  /// `4 steps`; with a Google part `5 steps on Google Play`, or `4 steps, 5 on Google Play`:
  /// each part's count in the order of parts, named by its store, except the top-level
  /// script's (Apple's, whose part a file without `platforms:` has alone).
  static func stepCount(_ scenario: Scenario) -> String {
    let words = { (count: Int) in "\(count) step\(count == 1 ? "" : "s")" }
    let counts = scenario.parts.all.map {
      ($0.scriptLength, $0.platform == .apple ? "" : " on \($0.platform.title)")
    }
    return counts.enumerated().map { index, count in
      (index == 0 ? words(count.0) : "\(count.0)") + count.1
    }.joined(separator: ", ")
  }

  /// What a valid scenario may still get wrong, as `FILE:LINE:COLUMN: warning: MESSAGE` at
  /// the value concerned: each caption wider than ``Caption/columns`` terminal columns, then
  /// each outcome a step's words claim that its simulation after the step does not have.
  static func warnings(_ scenario: Scenario, file: String) -> [String] {
    let wide = scenario.writtenCaptions.compactMap { caption -> String? in
      let width = DisplayWidth.of(caption.text)
      guard width > Caption.columns else { return nil }
      return "\(file):\(caption.line):\(caption.column): warning: "
        + "\(caption.step).caption is \(width) columns wide; a caption is one line of "
        + "at most \(Caption.columns)"
    }
    let unfounded = scenario.unfoundedClaims.map { claim in
      "\(file):\(claim.line):\(claim.column): warning: \(claim.step).\(claim.field.rawValue) "
        + "says “\(claim.words)” (\(claim.claim.outcome)), which the simulation does not have "
        + "after this step; a step's words say what the screen shows after it"
    }
    return wide + unfounded
  }
}
