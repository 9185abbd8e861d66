import CustomDump
import Foundation
import Testing

/// Every command's flags have names of their own. swift-argument-parser checks this itself only
/// when it is compiled with DEBUG, which the test build is not (scripts/build-test.sh): a
/// store's option group that reused another's flag name would otherwise go unnoticed, the
/// parser quietly taking one of the two.
@Suite("Unique flag names")
struct UniqueFlagNamesTests {
  /// One command of `--experimental-dump-help`'s tree, as much of it as this test reads.
  struct Command: Decodable {
    struct Argument: Decodable {
      struct Name: Decodable, Hashable {
        var kind: String
        var name: String
      }
      var names: [Name]?
    }
    var commandName: String
    var arguments: [Argument]?
    var subcommands: [Command]?

    /// This command and every command below it.
    var all: [Command] { [self] + (subcommands ?? []).flatMap(\.all) }

    /// Each spelling given to more than one argument, as `kind:name`.
    var duplicateNames: [String] {
      let spellings = (arguments ?? []).flatMap { $0.names ?? [] }
      return Dictionary(grouping: spellings, by: { $0 }).filter { $0.value.count > 1 }
        .keys.map { "\($0.kind):\($0.name)" }.sorted()
    }
  }

  struct Dump: Decodable {
    var command: Command
  }

  @Test("no two arguments of a command share a spelling, on any command")
  func everyCommandsNamesAreUnique() throws {
    let run = try AgeTUIBinary.run(["--experimental-dump-help"])
    expectNoDifference(run.status, 0)
    let dump = try JSONDecoder().decode(Dump.self, from: Data(run.stdout.utf8))
    let commands = dump.command.all
    expectNoDifference(
      commands.map(\.commandName),
      [
        "agetui", "ask", "scenarios", "check", "run", "explore", "compare", "graph", "notes",
        "prompts", "help",
      ])
    let duplicates = commands.filter { !$0.duplicateNames.isEmpty }.map {
      "\($0.commandName): \($0.duplicateNames.joined(separator: ", "))"
    }
    expectNoDifference(duplicates, [])
    let ask = try #require(commands.first { $0.commandName == "ask" })
    let askLongNames = (ask.arguments ?? []).flatMap { $0.names ?? [] }.filter {
      $0.kind == "long"
    }
    expectNoDifference(askLongNames.count, 31)
  }

  @Test("the check finds a spelling two arguments share")
  func theCheckFindsADuplicate() throws {
    let json = """
      {"commandName": "ask", "arguments": [
        {"names": [{"kind": "long", "name": "consent"}]},
        {"names": [{"kind": "long", "name": "consent"}, {"kind": "short", "name": "c"}]},
        {"names": [{"kind": "short", "name": "c"}]},
        {"names": [{"kind": "long", "name": "age"}]}]}
      """
    let command = try JSONDecoder().decode(Command.self, from: Data(json.utf8))
    expectNoDifference(command.duplicateNames, ["long:consent", "short:c"])
  }
}
