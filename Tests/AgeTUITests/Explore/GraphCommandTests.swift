import Analyses
import AppleCommands
import AppleReports
import AppleScenarios
import CustomDump
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores
import Testing

/// `agetui graph` and `agetui run … --format mermaid` through the built binary.
@Suite("agetui graph and run --format mermaid")
struct GraphCommandTests {
  private static func table() throws -> AppleTransitionTable {
    AppleTransitionTable.generate(app: try ScenarioLibrary.defaultScenario.world.app)
  }

  @Test("--format dot and mermaid print the table FlowEngine generates")
  func formats() throws {
    let table = try Self.table()
    let dot = try AgeTUIBinary.run(["graph"])
    expectNoDifference(dot.status, 0)
    expectNoDifference(dot.stderr, "")
    expectNoDifference(dot.stdout, table.dot())
    let mermaid = try AgeTUIBinary.run(["graph", "--format", "mermaid"])
    expectNoDifference(mermaid.stdout, table.mermaid())
    let all = try AgeTUIBinary.run(["graph", "--format", "mermaid", "--all-edges"])
    expectNoDifference(all.stdout, table.mermaid(foldingUniversal: false))
    #expect(
      mermaid.stdout.contains(
        "  requestingAgeRange --> needsParentalApproval : ageRangeReceived(minor), when "
          + "parental consent required\n"))
  }

  @Test("--output writes the file and prints nothing")
  func output() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-graph-\(UUID().uuidString).mmd")
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try AgeTUIBinary.run(["graph", "--format", "mermaid", "--output", path.path])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stdout, "")
    #expect(try String(contentsOf: path, encoding: .utf8) == Self.table().mermaid())
  }

  @Test("--format png without Graphviz on PATH: a clear error, exit 1, no file")
  func pngWithoutGraphviz() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-graph-\(UUID().uuidString).png")
    let run = try AgeTUIBinary.run(
      ["graph", "--format", "png", "--output", path.path],
      environment: ["PATH": "/nonexistent-agetui-test"])
    expectNoDifference(run.status, 1)
    expectNoDifference(run.stdout, "")
    expectNoDifference(
      run.stderr,
      "Error: Graphviz's `dot` was not found on PATH, so no PNG can be rendered. Install "
        + "Graphviz (Debian/Ubuntu: sudo apt-get install graphviz; macOS: brew install "
        + "graphviz), or use --format dot or --format mermaid.\n")
    #expect(!FileManager.default.fileExists(atPath: path.path))
  }

  @Test("--format png renders through dot", .enabled(if: AgeTUIBinary.hasGraphviz))
  func png() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-graph-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: path) }
    let run = try AgeTUIBinary.run(["graph", "--format", "png", "--output", path.path])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let bytes = try Data(contentsOf: path)
    expectNoDifference(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test("--format png needs --output")
  func pngNeedsOutput() throws {
    let run = try AgeTUIBinary.run(["graph", "--format", "png"])
    expectNoDifference(run.status, 64)
    #expect(
      run.stderr.hasPrefix("Error: --format png needs --output FILE (a PNG is not printed)\n"))
  }

  @Test(
    "run --format mermaid prints the run's sequence diagram",
    arguments: [
      "texas-teen", "second-device-sync", "parent-never-answers",
    ])
  func runMermaid(name: String) throws {
    let scenario = try #require(ScenarioLibrary.named(name))
    let run = try AgeTUIBinary.run(["run", name, "--format", "mermaid"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    expectNoDifference(run.stdout, RunReport(AppleScenarioRunner.run(scenario)).rendered(.mermaid))
    #expect(run.stdout.hasPrefix("---\ntitle: \"\(name): "))
  }
}
