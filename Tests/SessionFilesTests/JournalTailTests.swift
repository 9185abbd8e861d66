import CustomDump
import Foundation
import SessionFiles
import Testing

/// `agetui notes` and `agetui-deliver` follow the journal a running session writes: whole lines
/// only, each once, from the start again when the file is replaced or shrinks, in slices.
@Suite("Following a journal as it grows")
struct JournalTailTests {
  /// The lines of an update as text.
  static func lines(_ update: JournalTail.Update) -> [String]? {
    guard case .lines(let lines, _) = update else { return nil }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func nothingAtThePathIsMissing() throws {
    let folder = try TemporaryFolder()
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000)
    expectNoDifference(tail.poll(), .missing)
  }

  @Test func linesComeOutWholeAndEachOnce() throws {
    let folder = try TemporaryFolder()
    try folder.write("first\nsec", to: "session.jsonl")
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000)
    expectNoDifference(tail.poll(), .lines([Array("first".utf8)], restarted: true))
    expectNoDifference(tail.poll(), .lines([], restarted: false))
    try folder.append("ond\nthird\n", to: "session.jsonl")
    expectNoDifference(
      tail.poll(), .lines([Array("second".utf8), Array("third".utf8)], restarted: false))
    expectNoDifference(tail.hasMore, false)
  }

  @Test func aFileRenamedOverTheOldOneIsReadFromItsStart() throws {
    let folder = try TemporaryFolder()
    try folder.write("old\n", to: "session.jsonl")
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000)
    _ = tail.poll()
    try folder.write("new\nlonger\n", to: "fresh.jsonl")
    expectNoDifference(rename(folder.file("fresh.jsonl"), folder.file("session.jsonl")), 0)
    expectNoDifference(
      tail.poll(), .lines([Array("new".utf8), Array("longer".utf8)], restarted: true))
  }

  @Test func aFileThatShrankIsReadFromItsStart() throws {
    let folder = try TemporaryFolder()
    try folder.write("one\ntwo\nthree\n", to: "session.jsonl")
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000)
    _ = tail.poll()
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.file("session.jsonl")))
    try handle.truncate(atOffset: 4)
    try handle.close()
    expectNoDifference(tail.poll(), .lines([Array("one".utf8)], restarted: true))
  }

  @Test func aRestartAskedForReadsEverythingAgain() throws {
    let folder = try TemporaryFolder()
    try folder.write("one\n", to: "session.jsonl")
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000)
    _ = tail.poll()
    expectNoDifference(tail.poll(restart: true), .lines([Array("one".utf8)], restarted: true))
  }

  @Test func aLargeAppendIsReadASliceAtATime() throws {
    let folder = try TemporaryFolder()
    try folder.write("aaaaaaaaa\nbbbbbbbbb\nccccccccc\n", to: "session.jsonl")
    var tail = JournalTail(path: folder.file("session.jsonl"), limit: 1_000, bytesPerPoll: 15)
    expectNoDifference(Self.lines(tail.poll()), ["aaaaaaaaa"])
    #expect(tail.hasMore)
    expectNoDifference(Self.lines(tail.poll()), ["bbbbbbbbb", "ccccccccc"])
    expectNoDifference(tail.hasMore, false)
  }

  @Test func aFileOverTheLimitIsNotRead() throws {
    let folder = try TemporaryFolder()
    try folder.write(String(repeating: "x\n", count: 20), to: "session.jsonl")
    let path = folder.file("session.jsonl")
    var tail = JournalTail(path: path, limit: 10)
    expectNoDifference(tail.poll(), .unreadable("\(path) is larger than 10 bytes"))
  }

  @Test func aDirectoryAtThePathIsNamedAsOne() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("session.jsonl"), withIntermediateDirectories: false)
    let path = folder.file("session.jsonl")
    var tail = JournalTail(path: path, limit: 1_000)
    expectNoDifference(tail.poll(), .unreadable("\(path) is a directory, not a regular file"))
  }
}
