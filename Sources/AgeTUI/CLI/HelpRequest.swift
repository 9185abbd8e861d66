import ArgumentParser
import FlowEngine
import Scenarios

/// `agetui help COMMAND…` checked before ArgumentParser sees it: its built-in `help` prints the
/// top-level help and exits 0 for a command that does not exist, which hides a typo.
enum HelpRequest {
  /// The usage error for `help` followed by a command that does not exist, or nil when the
  /// arguments are not such a request.
  static func unknownCommand(
    in arguments: [String], root: any ParsableCommand.Type = AgeTUICommand.self
  ) -> String? {
    guard arguments.first == "help" else { return nil }
    var command = root
    var path = [root.configuration.commandName ?? "agetui"]
    for word in arguments.dropFirst() where !word.hasPrefix("-") {
      let subcommands = command.configuration.subcommands
      let names = subcommands.compactMap { $0.configuration.commandName }
      guard
        let next = subcommands.first(where: {
          $0.configuration.commandName == word || $0.configuration.aliases.contains(word)
        })
      else {
        let shown = TerminalSafeText.escaping(word, keepsNewlines: false)
        let hint = NameSuggester.suggestion(for: word, among: names).map {
          "; did you mean \"\($0)\"?"
        }
        let owner = path.joined(separator: " ")
        let known =
          names.isEmpty
          ? "\(owner) has no subcommands"
          : "the commands of \(owner): \(names.joined(separator: ", "))"
        return "Error: unknown command \"\(shown)\"\(hint ?? "")\n"
          + "Usage: \(path.first ?? "agetui") help [COMMAND]; \(known)"
      }
      command = next
      path.append(word)
    }
    return nil
  }
}
