import CustomDump
import Testing

@testable import AgeTUI

/// Issue 42, rule 2: `--session` refuses every name AgeTUI keeps for its own files in the state
/// directory, by name (exit 64), before anything is opened; a journal's own names pass.
@Suite("--session and AgeTUI's own file names")
struct ReservedSessionNameTests {
  @Test(
    "a reserved name is refused, saying what AgeTUI keeps there",
    arguments: [
      ("session.jsonl.lock", "a session's lock"),
      ("session-4242.jsonl.lock", "a session's lock"),
      ("session.pid", "the running session's presence file"),
      ("notes.pid", "the speaker notes' presence file"),
      ("other.pid", "a presence file"),
      ("session.jsonl.resuming", "the mark of a resume in progress"),
      ("session.jsonl.set-aside-1", "a journal set aside"),
      ("session.jsonl.corrupt-12", "a journal set aside"),
      ("session.jsonl.crashed-3", "a journal set aside"),
      ("crash-20261123-074512-4242.txt", "a crash report"),
      ("session.json", "a session saved by an older AgeTUI"),
      ("session.json.format-1", "a session saved by an older AgeTUI"),
    ])
  func refused(name: String, use: String) throws {
    let run = try AgeTUIBinary.run(["--session", name])
    expectNoDifference(run.status, 64)
    expectNoDifference(run.stdout, "")
    expectNoDifference(
      run.stderr.split(separator: "\n").first.map(String.init),
      "Error: --session \(name) is a name AgeTUI keeps for its own files (\(use)); choose "
        + "another, such as session-4242.jsonl")
  }

  @Test(
    "a journal's name is not reserved",
    arguments: [
      "session.jsonl", "session-4242.jsonl", "demo.jsonl", "talk.set-aside", "locked.jsonl",
      "session.jsonl.crashed-x",
    ])
  func allowed(name: String) {
    expectNoDifference(StateFileName.reservedUse(of: name), nil)
  }
}
