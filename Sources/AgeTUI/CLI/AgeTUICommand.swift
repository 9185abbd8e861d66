import ArgumentParser
import FlowEngine

/// The `agetui` command: the TUI by default, with subcommands for headless use.
@main
struct AgeTUICommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "agetui",
    abstract: "Simulate Apple's Declared Age Range and PermissionKit flows in the terminal.",
    version: "0.1.0",
    // One line per subcommand, so adding a command is a one-line change.
    subcommands: [
      AskCommand.self,
      ScenariosCommand.self,
      CheckCommand.self,
      RunCommand.self,
    ]
  )

  func run() throws {
    print("AgeTUI")
  }
}
