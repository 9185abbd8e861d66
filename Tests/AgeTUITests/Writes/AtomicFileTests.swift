import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// Issue 42, rule 1: a file appears under its name whole or not at all, a failed write is an
/// error naming the file and the reason, and no temporary file is left behind.
@Suite("AtomicFile")
struct AtomicFileTests {
  @Test("a whole file replaces the one that had the name, leaving nothing else")
  func replaces() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("graph.dot")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    try AtomicFile.write("digraph {}\n".utf8, to: path)
    #expect(try scratch.names() == ["graph.dot"])
    #expect(try scratch.text("graph.dot") == "digraph {}\n")
  }

  @Test(
    "a write that fails leaves the old file as it was and no temporary file",
    arguments: [(0, ENOSPC, "No space left on device"), (5, EFBIG, "File too large")]
      as [(Int, Int32, String)])
  func failedWrite(capacity: Int, code: Int32, reason: String) throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("graph.dot")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
    let disk = FillingDisk(capacity: capacity, code: code)
    #expect(throws: AtomicFile.Fault(path: path, code: code)) {
      try AtomicFile.write("digraph {}\n".utf8, to: path, calls: disk.calls)
    }
    #expect(try scratch.names() == ["graph.dot"])
    #expect(try scratch.text("graph.dot") == "old\n")
    expectNoDifference(
      AtomicFile.Fault(path: path, code: code).text, "cannot write \(path): \(reason)")
  }

  @Test("a sync that fails is a failed write: the name is not given, the temporary file goes")
  func failedSync() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("flow.png")
    let disk = FillingDisk(capacity: 1 << 20, syncCode: EIO)
    #expect(throws: AtomicFile.Fault(path: path, code: EIO)) {
      try AtomicFile.write([0x89, 0x50], to: path, calls: disk.calls)
    }
    #expect(try scratch.names() == [])
  }

  @Test("a new name is never a symbolic link's, even a dangling one, and nothing is followed")
  func claimPassesOverLinks() throws {
    let scratch = try ScratchDirectory()
    let taken = scratch.file("pic.svg")
    try FileManager.default.createSymbolicLink(
      atPath: taken, withDestinationPath: scratch.file("elsewhere.svg"))
    let file = try AtomicFile(beside: taken)
    try file.append("<svg/>".utf8)
    #expect(throws: AtomicFile.Fault(path: taken, code: EEXIST)) { try file.claim(taken) }
    try file.claim(scratch.file("pic-2.svg"))
    #expect(try scratch.names() == ["pic-2.svg", "pic.svg"])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: taken)
        == scratch.file("elsewhere.svg"))
    #expect(try scratch.text("pic-2.svg") == "<svg/>")
  }

  @Test("an append that fails is rolled back: a kept file ends with the last whole append")
  func appendRollsBack() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    let disk = FillingDisk(capacity: 10, code: EFBIG)
    let file = try AtomicFile(beside: path, temporaryName: "talk.cast.partial", calls: disk.calls)
    try file.append("header\n".utf8)
    #expect(throws: AtomicFile.Fault(path: path, code: EFBIG)) {
      try file.append("a frame\n".utf8)
    }
    file.keepUnfinished()
    #expect(try scratch.names() == ["talk.cast.partial"])
    #expect(try scratch.text("talk.cast.partial") == "header\n")
  }

  @Test("a file never finished leaves nothing behind")
  func abandoned() throws {
    let scratch = try ScratchDirectory()
    do {
      let file = try AtomicFile(beside: scratch.file("out.svg"))
      try file.append("<svg".utf8)
    }
    #expect(try scratch.names() == [])
  }

  @Test("a directory that does not exist is a fault naming the file asked for")
  func missingDirectory() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("missing/out.svg")
    #expect(throws: AtomicFile.Fault(path: path, code: ENOENT)) {
      try AtomicFile.write("x".utf8, to: path)
    }
  }
}
