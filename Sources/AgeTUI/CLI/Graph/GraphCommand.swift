import AgeScreen
import Analyses
import ArgumentParser
import FlowEngine
import Reports
import Scenarios
import StoreCommands
import Stores

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// `agetui graph`: the app flow's state diagram, generated from the engine's transition
/// function (`AppleTransitionTable`), as DOT, Mermaid, or a PNG rendered by Graphviz.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the app flow's state diagram, generated from its transition function.",
    discussion:
      "Every step of the significant-change flow is fed every event under every context "
      + "(obligations found, declined-sharing assumption); each transition that changes the "
      + "step is an edge labelled with its event, its condition and its effects. png needs "
      + "Graphviz's `dot` on PATH, and --output. A file is written whole or not at all: "
      + "beside its name first, then renamed."
      + "\n\nExit codes: 0 written; 1 Graphviz missing or failed; 64 bad usage; 74 the file "
      + "could not be written (disk full, file too large). See docs/graph.md."
  )

  /// The diagram's forms: DOT and Mermaid, and a PNG that Graphviz draws from the DOT.
  struct Output: Report {
    static let formats: [ReportFormat] = [.dot, .mermaid, .png]

    /// The platform's diagram.
    let drawing: any GraphDrawing
    /// `--output`: where a PNG goes (`validate` requires it).
    let file: String?

    /// Writes the diagram in one of ``formats``; for png, Graphviz's PNG is written to `file`
    /// and nothing is printed.
    func write(_ format: ReportFormat, to output: ReportOutput) throws {
      switch format {
      case .png: try GraphCommand.renderPNG(drawing.dot(), to: file ?? "")
      case .dot: output.write(drawing.dot())
      case .mermaid: output.write(drawing.mermaid())
      case .text, .json, .markdown, .csv, .cast, .html, .svg: break
      }
    }
  }

  @Option(help: "The diagram's form.")
  var format = FormatOption<Output>(.dot)

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to a file instead of standard output.", valueName: "FILE"))
  var output: String?

  @Flag(help: "Draw closing the app from every step as its own edge instead of once.")
  var allEdges = false

  @Option(help: ArgumentHelp(GraphKind.help))
  var platform = PlatformArgument<GraphKind>(GraphKind.first)

  func validate() throws {
    if format.value == .png, output == nil {
      throw ValidationError("--format png needs --output FILE (a PNG is not printed)")
    }
    if allEdges, let refusal = platform.kind.allEdgesRefusal {
      // Said rather than ignored: the flag would otherwise look as if it had drawn something.
      throw ValidationError(refusal)
    }
  }

  func run() throws {
    let app = try ScenarioSource.defaultAppForCommand()
    let drawing = platform.kind.drawing(app, allEdges)
    let text = try Output(drawing: drawing, file: output).rendered(format.value)
    // A PNG is already in its file; an empty text is never a diagram.
    if !text.isEmpty { try emit(text) }
  }

  private func emit(_ text: String) throws {
    guard let output else {
      StandardStream.print(text)
      return
    }
    try OutputCheck.writeFile(text.utf8, to: output)
  }

  /// Pipes the DOT text through `dot -Tpng` and writes the PNG it prints to `path`: Graphviz
  /// writing the file itself would leave a cut-off one on a full disk.
  static func renderPNG(_ dot: String, to path: String) throws {
    let executable = try ConverterProcess.executable(
      named: "dot",
      ifMissing: "Error: Graphviz's `dot` was not found on PATH, so no PNG can be rendered. "
        + "Install Graphviz (Debian/Ubuntu: sudo apt-get install graphviz; macOS: brew install "
        + "graphviz), or use --format dot or --format mermaid.")
    let png = try ConverterProcess.run(executable, arguments: ["-Tpng"], input: Data(dot.utf8))
    try OutputCheck.writeFile(png, to: path)
  }
}
