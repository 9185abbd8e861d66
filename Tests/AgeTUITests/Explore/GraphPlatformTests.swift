import CustomDump
import Testing

/// `agetui graph --platform google-play`: Play's approval state machine (generated and checked
/// whole in GooglePlayTests), printed by the binary; a platform it does not know is bad usage.
@Suite("agetui graph --platform")
struct GraphPlatformTests {
  @Test func googlePlayMermaid() throws {
    let run = try AgeTUIBinary.run(["graph", "--platform", "google-play", "--format", "mermaid"])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    expectNoDifference(lines.count, 20)
    expectNoDifference(lines.first, "stateDiagram-v2")
    #expect(lines.contains("  locked --> pending: a day passes"))
    expectNoDifference(
      lines.suffix(2), ["  declined --> revoked: parent revokes in Family Link", ""])
  }

  @Test func googlePlayDot() throws {
    let run = try AgeTUIBinary.run(["graph", "--platform", "google-play"])
    expectNoDifference(run.status, 0)
    #expect(run.stdout.hasPrefix("digraph play_approval {\n"))
    #expect(
      run.stdout.contains("  pending -> approved [label=\"parent approves in Family Link\"];\n"))
  }

  @Test func allEdgesIsTheAppFlowsAlone() throws {
    let run = try AgeTUIBinary.run(["graph", "--platform", "google-play", "--all-edges"])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    #expect(
      run.stderr.hasPrefix(
        "Error: --all-edges unfolds the app flow's close edges; Play's approval machine "
          + "(--platform google-play) has none to unfold\n"))
  }

  @Test func unknownPlatform() throws {
    let run = try AgeTUIBinary.run(["graph", "--platform", "kiosk"])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    #expect(
      run.stderr.hasPrefix(
        "Error: The value 'kiosk' is invalid for '--platform <platform>'. Please provide one of "
          + "'apple', 'google-play' or 'amazon-appstore'.\n"))
  }
}
