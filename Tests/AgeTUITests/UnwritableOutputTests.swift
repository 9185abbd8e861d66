import CustomDump
import Testing

/// Issue 42, rule 1: a command whose standard output cannot be written (a full disk; here
/// `/dev/full`) says so and exits 74, never 0 with nothing or a cut-off file written.
@Suite("standard output that cannot be written")
struct UnwritableOutputTests {
  @Test(
    "every command that prints exits 74 and says why",
    arguments: [
      ["--version"],
      ["--help"],
      ["run", "texas-teen"],
      ["run", "texas-teen", "--format", "json"],
      ["run", "texas-teen", "--format", "markdown"],
      ["run", "texas-teen", "--format", "svg", "--step", "2"],
      ["run", "texas-teen", "--format", "html"],
      ["run", "texas-teen", "--format", "cast"],
      ["run", "play-brazil"],
      ["scenarios"],
      ["prompts"],
      ["ask", "--age", "14", "--gates", "13,16"],
      ["ask", "--platform", "google-play", "--age", "14", "--format", "json"],
      ["compare", "texas-teen", "--by", "mode"],
      ["graph"],
      ["explore", "--ages", "14", "--regions", "US-TX"],
    ])
  func fullDisk(arguments: [String]) throws {
    let run = try AgeTUIBinary.run(arguments, standardOutput: "/dev/full")
    expectNoDifference(run.status, 74)
    expectNoDifference(
      run.stderr, "agetui: could not write standard output: No space left on device\n")
  }
}
