import CustomDump
import Foundation
import SessionFiles
import Testing

/// A running session's PID file, read by another process: the PID it holds and whether that
/// process lives.
@Suite("Reading a PID file")
struct PIDFileTests {
  @Test(
    "the PID is the first line's number, when it is one above zero",
    arguments: [
      ("4242\n", Int32(4242) as Int32?), ("4242", 4242), ("4242\nmore\n", 4242), ("0\n", nil),
      ("-3\n", nil), ("pid\n", nil), ("", nil),
    ])
  func holder(text: String, expected: Int32?) throws {
    let folder = try TemporaryFolder()
    try folder.write(text, to: "session.pid")
    expectNoDifference(PIDFile(path: folder.file("session.pid")).holder, expected)
  }

  @Test func noFileHoldsNothing() throws {
    let folder = try TemporaryFolder()
    let file = PIDFile(path: folder.file("session.pid"))
    expectNoDifference(file.holder, nil)
    expectNoDifference(file.modified, nil)
    expectNoDifference(file.livingHolder, nil)
  }

  @Test func theTestsOwnProcessLivesAndAnUnusedPIDDoesNot() throws {
    let folder = try TemporaryFolder()
    try folder.write("\(getpid())\n", to: "session.pid")
    expectNoDifference(PIDFile(path: folder.file("session.pid")).livingHolder, getpid())
    // Above any PID Linux hands out (pid_max is at most 2^22).
    try folder.write("\(Int32.max)\n", to: "session.pid")
    expectNoDifference(PIDFile(path: folder.file("session.pid")).livingHolder, nil)
    #expect(!PIDFile.isAlive(0))
  }
}
