import CustomDump
import FlowEngine
import Foundation
import Scenarios
import Stores
import Testing

/// `agetui help COMMAND` and the shell completion scripts, through the built binary.
@Suite("Help and completions")
struct HelpAndCompletionTests {
  @Test(
    "help for a command that does not exist is a usage error with a suggestion",
    arguments: [
      (
        ["help", "runn"],
        "Error: unknown command \"runn\"; did you mean \"run\"?\n"
          + "Usage: agetui help [COMMAND]; the commands of agetui: ask, scenarios, check, run, "
          + "explore, compare, graph, notes, prompts\n"
      ),
      (
        ["help", "zzzzzz"],
        "Error: unknown command \"zzzzzz\"\n"
          + "Usage: agetui help [COMMAND]; the commands of agetui: ask, scenarios, check, run, "
          + "explore, compare, graph, notes, prompts\n"
      ),
      (
        ["help", "run", "extra"],
        "Error: unknown command \"extra\"\n"
          + "Usage: agetui help [COMMAND]; agetui run has no subcommands\n"
      ),
    ])
  func unknownHelpTopic(arguments: [String], message: String) throws {
    let run = try AgeTUIBinary.run(arguments)
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(run.stderr, message)
  }

  @Test(
    "every value an option lists in help has a description",
    arguments: [
      "ask", "scenarios", "check", "run", "explore", "compare", "graph", "notes", "prompts",
    ])
  func everyListedValueIsDescribed(command: String) throws {
    let run = try AgeTUIBinary.run(["help", command])
    expectNoDifference(run.status, 0)
    // ArgumentParser lists an option's values one a line, "value - description".
    let bare = run.stdout.split(separator: "\n").filter {
      $0.wholeMatch(of: /\s+\S+\s+-\s*/) != nil
    }
    #expect(bare.isEmpty, "\(bare)")
  }

  @Test("help ask describes each --change-status value")
  func changeStatusValues() throws {
    let run = try AgeTUIBinary.run(["help", "ask"])
    let lines = run.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    for expected in [
      "approved - the parent approved every change asked so far",
      "pending - the parent has not answered Play's request yet",
      "declined - the parent declined the changes asked",
    ] {
      #expect(lines.contains(expected), "\(run.stdout)")
    }
  }

  @Test("help for a command that exists still prints its help", arguments: ["run", "check"])
  func knownHelpTopic(command: String) throws {
    let run = try AgeTUIBinary.run(["help", command])
    expectNoDifference(run.status, 0)
    #expect(run.stdout.contains("USAGE: agetui \(command) "))
  }

  /// Lines a paragraph was wrapped to, from the help's discussion (between the overview and
  /// USAGE), paragraph by paragraph.
  private static func paragraphs(ofHelp text: String) -> [[String]] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let usage = lines.firstIndex(where: { $0.hasPrefix("USAGE:") }),
      let overviewEnd = lines.firstIndex(of: "")
    else { return [] }
    var result: [[String]] = []
    var current: [String] = []
    for line in lines[(overviewEnd + 1)..<usage] {
      if line.isEmpty {
        if !current.isEmpty { result.append(current) }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  @Test(
    "help wraps its discussion at word boundaries: no line could have taken the next word",
    // Every command but ask, whose region table is laid out by hand.
    arguments: ["run", "check", "scenarios", "explore", "compare", "graph"], [80, 60, 100])
  func helpWraps(command: String, width: Int) throws {
    let run = try AgeTUIBinary.run(["help", command], environment: ["COLUMNS": "\(width)"])
    expectNoDifference(run.status, 0)
    let paragraphs = Self.paragraphs(ofHelp: run.stdout)
    #expect(paragraphs.count >= 2)
    // ArgumentParser leaves the last column free, so a line holds at most width − 1.
    let room = width - 1
    for paragraph in paragraphs {
      for (line, next) in zip(paragraph, paragraph.dropFirst()) {
        #expect(line.count <= room, "\(line)")
        let word = next.split(separator: " ").first.map(String.init) ?? ""
        #expect(line.count + 1 + word.count > room, "“\(line)” could take “\(word)”")
      }
    }
  }

  @Test(
    "completion scripts offer the built-in scenarios, and scenario files to check",
    arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) throws {
    let run = try AgeTUIBinary.run(["--generate-completion-script", shell])
    expectNoDifference(run.status, 0)
    let script = run.stdout
    let quoted: String
    switch shell {
    case "bash": quoted = ScenarioLibrary.names.map { "'\($0)'" }.joined(separator: "$'\\n'")
    case "zsh": quoted = ScenarioLibrary.names.map { "'\($0)'" }.joined(separator: " ")
    default: quoted = ScenarioLibrary.names.joined(separator: " ")
    }
    // Once each for `run`, `compare` and `--scenario`.
    expectNoDifference(script.components(separatedBy: quoted).count - 1, 3)
    #expect(script.contains("yaml") && script.contains("yml") && script.contains("json"))
    #expect(!script.contains("|FILE"))
  }

  @Test("the bash completion script is valid bash")
  func bashSyntax() throws {
    let run = try AgeTUIBinary.run(["--generate-completion-script", "bash"])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-completion-\(UUID().uuidString).bash")
    try run.stdout.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-n", file.path]
    try bash.run()
    bash.waitUntilExit()
    expectNoDifference(bash.terminationStatus, 0)
  }
}
