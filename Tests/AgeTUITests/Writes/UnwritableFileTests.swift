import CustomDump
import Foundation
import Testing

/// Issue 42, rule 1, on the real binary: a file a command writes is written whole or not at
/// all, and a failed write is an error naming the file and the reason, exit 74. `ulimit -f`
/// (in 512-byte blocks under /bin/sh) stands in for a full disk.
@Suite("files that cannot be written")
struct UnwritableFileTests {
  @Test(
    "graph --output past the file size limit: 74, the file named, the old file kept whole",
    arguments: ["dot", "mermaid", "png"])
  func graphOutput(format: String) throws {
    guard format != "png" || AgeTUIBinary.hasGraphviz else { return }
    let scratch = try ScratchDirectory()
    let path = scratch.file("flow.\(format)")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    let run = try AgeTUIBinary.run(
      ["graph", "--format", format, "--output", path], prelude: "ulimit -f 1")
    expectNoDifference(run.status, 74)
    expectNoDifference(run.stderr, "agetui: could not write “\(path)”: File too large\n")
    #expect(try scratch.names() == ["flow.\(format)"])
    #expect(try scratch.text("flow.\(format)") == "old\n")
  }

  @Test("graph --output with room: the whole diagram, nothing else left beside it")
  func graphOutputWritten() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("flow.dot")
    let run = try AgeTUIBinary.run(["graph", "--output", path])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    #expect(try scratch.names() == ["flow.dot"])
    let printed = try AgeTUIBinary.run(["graph"])
    #expect(try scratch.text("flow.dot") == printed.stdout)
  }

  @Test(
    "a closed standard output is held by /dev/null yet still fails: 74 and why",
    arguments: [["scenarios"], ["graph"]])
  func closedStandardOutput(arguments: [String]) throws {
    let run = try AgeTUIBinary.run(arguments, prelude: "exec >&-")
    expectNoDifference(run.status, 74)
    expectNoDifference(run.stderr, "agetui: could not write standard output: Bad file descriptor\n")
  }

  @Test(
    "standard output into a file past the file size limit: 74 and why, not SIGXFSZ",
    arguments: [
      ["run", "texas-teen", "--format", "html"],
      ["run", "texas-teen", "--format", "svg", "--step", "2"],
      ["run", "texas-teen", "--format", "cast"],
      ["explore", "--ages", "14", "--format", "csv"],
    ])
  func standardOutputFile(arguments: [String]) throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("out")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let run = try AgeTUIBinary.run(arguments, standardOutput: path, prelude: "ulimit -f 4")
    #expect(!run.crashed)
    expectNoDifference(run.status, 74)
    expectNoDifference(run.stderr, "agetui: could not write standard output: File too large\n")
  }
}
