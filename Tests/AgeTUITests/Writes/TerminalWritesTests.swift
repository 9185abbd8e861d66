import CustomDump
import Foundation
import Testing

/// Issue 42 in the TUI, on a pseudo-terminal: a recording that cannot be written is said at
/// exit with status 74 and never takes its name cut off; `x` on a full disk leaves no cut-off
/// picture and is said at exit with status 74 too; with standard error closed, no file of ours becomes standard error.
@Suite("the TUI's files")
struct TerminalWritesTests {
  /// Types `q` twice, waiting for the screen after each: a session whose journal could not be
  /// saved asks before it quits.
  private static let quit: [AgeTUIBinary.TerminalStep] = [.settle, .type("q"), .settle, .type("q")]

  @Test("--record past the file size limit: said at exit, status 74, whole lines in .partial")
  func lostRecording() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    // 6 KiB: the first frame (about 4.6 KB at 80×24) fits, and the journal; Enter's (about
    // 4 KB more) does not.
    let run = try AgeTUIBinary.runOnTerminal(
      ["--record", path], environment: ["XDG_STATE_HOME": scratch.file("state")],
      prelude: "ulimit -f 12", steps: [.settle, .type("\r")] + Self.quit)
    #expect(!run.timedOut && !run.crashed)
    expectNoDifference(run.status, 74)
    let lines = run.stderr.split(separator: "\n")
    expectNoDifference(lines.count, 1, "\(run.stderr)")
    let lost = lines.last.map(String.init) ?? ""
    #expect(lost.hasPrefix("agetui: the recording was lost at "), "\(run.stderr)")
    #expect(
      lost.hasSuffix(
        " (cannot write \(path): File too large); what was recorded until then is in "
          + "\(path).partial, which asciinema plays"), "\(run.stderr)")
    #expect(try scratch.names() == ["state", "talk.cast.partial"])
    let kept = try scratch.text("talk.cast.partial")
    #expect(kept.hasPrefix(#"{"version": 2, "width": 80, "height": 24, "title": "AgeTUI — "#))
    #expect(kept.hasSuffix("\n"))
    // The header and the first frame.
    expectNoDifference(kept.split(separator: "\n").count, 2)
    for line in kept.split(separator: "\n") {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
    }
  }

  @Test("--record with room: the recording takes its name at q, nothing else is left")
  func wholeRecording() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    let run = try AgeTUIBinary.runOnTerminal(
      ["--record", path], environment: ["XDG_STATE_HOME": scratch.file("state")],
      steps: [.settle, .type("q")])
    expectNoDifference(run.status, 0)
    expectNoDifference(run.stderr, "")
    #expect(try scratch.names() == ["state", "talk.cast"])
  }

  @Test("x past the file size limit leaves no cut-off picture")
  func pictureOnAFullDisk() throws {
    let scratch = try ScratchDirectory()
    let pictures = scratch.file("pictures")
    try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    let run = try AgeTUIBinary.runOnTerminal(
      [], environment: ["XDG_STATE_HOME": scratch.file("state"), "XDG_PICTURES_DIR": pictures],
      prelude: "ulimit -f 8", steps: [.settle, .type("x")] + Self.quit)
    #expect(!run.timedOut && !run.crashed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: pictures) == [])
    // A picture lost is said again at exit, with the status of a lost recording.
    expectNoDifference(run.status, 74)
    let lost = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
    #expect(lost.hasPrefix("agetui: the picture of the screen asked for at "), "\(run.stderr)")
    #expect(
      lost.hasSuffix(
        " was not saved (cannot write \(pictures)/agetui-texas-teen-0.svg: File too large)"),
      "\(run.stderr)")
  }

  @Test("with standard error closed, a warning never lands in the session's lock file")
  func closedStandardError() throws {
    let scratch = try ScratchDirectory()
    let state = scratch.file("state/agetui")
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    // Not a journal: --resume sets it aside and says so on standard error at exit.
    try Data("not a journal\n".utf8).write(
      to: URL(fileURLWithPath: state).appendingPathComponent("session.jsonl"))
    let run = try AgeTUIBinary.runOnTerminal(
      ["--resume"], environment: ["XDG_STATE_HOME": scratch.file("state")],
      prelude: "exec 2>&-", steps: Self.quit)
    #expect(!run.timedOut && !run.crashed)
    expectNoDifference(run.status, 0)
    let lock = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: state + "/session.jsonl.lock")),
      as: UTF8.self)
    #expect(lock.wholeMatch(of: /[0-9]+ [0-9]+\n/) != nil, "\(lock)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: state).sorted() == [
        "session.jsonl", "session.jsonl.corrupt-1", "session.jsonl.lock",
      ])
  }
}
