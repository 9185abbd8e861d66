import ArgumentParser

/// `agetui tui-demo`: the terminal layer with placeholder panes, for end-to-end tests and
/// benchmarks until the simulation-backed panes exist. Hidden from `--help`.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui-demo",
    abstract: "Run the TUI shell with placeholder panes.",
    shouldDisplay: false
  )

  /// Restore the last demo session instead of starting fresh.
  @Flag(help: "Restore the last demo session.")
  var resume = false

  func run() throws {
    let status = TUIRunner.runDemo(resume: resume)
    if status != 0 { throw ExitCode(status) }
  }
}
