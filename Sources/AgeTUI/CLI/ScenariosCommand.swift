import ArgumentParser
import FlowEngine
import Reports
import Scenarios
import Stores

/// `agetui scenarios`: the built-in scenarios, one line each.
struct ScenariosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "List the built-in scenarios: name and a one-line summary.",
    // One line per paragraph: ArgumentParser wraps lines and keeps every line break.
    discussion: """
      The default (what `agetui` opens on) is marked. Play one headless with `agetui run \
      NAME`.

      Exit codes: 0 listed; 1 a built-in failed to load (a bug); 64 bad usage.
      """
  )

  @Option(help: "How to print the list.")
  var format = FormatOption<ScenarioListReport>(.text)

  func run() throws {
    for error in ScenarioLibrary.loadErrors {
      StandardError.line("\(error)")
    }
    ScenarioListReport(ScenarioLibrary.all, defaultName: ScenarioLibrary.defaultName)
      .write(format.value, to: .standardOutput)
    if !ScenarioLibrary.loadErrors.isEmpty { throw ExitCode(1) }
  }
}
