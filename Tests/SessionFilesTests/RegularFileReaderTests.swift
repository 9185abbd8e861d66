import CustomDump
import Foundation
import SessionFiles
import Testing

/// Scenario files and journals are read only when they are regular files, and never past a
/// limit: anything else is refused at once with a reason, never read forever.
@Suite("Reading only regular files")
struct RegularFileReaderTests {
  /// Something at a path that is not a readable regular file, and why it is refused.
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    /// Makes it in the folder and returns its path.
    let make: @Sendable (borrowing TemporaryFolder) throws -> String
    let failure: RegularFileReader.Failure
  }

  struct MakeFailed: Error {}

  static let cases: [Case] = [
    Case(
      description: "nothing", make: { $0.file("none.yaml") }, failure: .missing),
    Case(
      description: "a directory",
      make: { folder in
        try FileManager.default.createDirectory(
          atPath: folder.file("dir.yaml"), withIntermediateDirectories: false)
        return folder.file("dir.yaml")
      }, failure: .notRegularFile(kind: "a directory")),
    Case(
      description: "a named pipe",
      make: { folder in
        guard mkfifo(folder.file("pipe.yaml"), 0o600) == 0 else { throw MakeFailed() }
        return folder.file("pipe.yaml")
      }, failure: .notRegularFile(kind: "a named pipe (FIFO)")),
    Case(
      description: "a character device", make: { _ in "/dev/zero" },
      failure: .notRegularFile(kind: "a character device")),
    Case(
      description: "a dangling symbolic link",
      make: { folder in
        guard symlink(folder.file("gone.yaml"), folder.file("link.yaml")) == 0 else {
          throw MakeFailed()
        }
        return folder.file("link.yaml")
      }, failure: .unreadable(reason: "a symbolic link to a missing file")),
    Case(
      description: "a loop of symbolic links",
      make: { folder in
        guard symlink(folder.file("b.yaml"), folder.file("a.yaml")) == 0,
          symlink(folder.file("a.yaml"), folder.file("b.yaml")) == 0
        else { throw MakeFailed() }
        return folder.file("a.yaml")
      }, failure: .unreadable(reason: "a loop of symbolic links")),
    Case(
      description: "a file over the limit",
      make: { folder in
        try folder.write("0123456789", to: "big.yaml")
        return folder.file("big.yaml")
      }, failure: .tooLarge(limit: 9)),
  ]

  @Test("refused with its reason", arguments: cases)
  func refused(_ refused: Case) throws {
    let folder = try TemporaryFolder()
    let path = try refused.make(folder)
    #expect(throws: refused.failure) { try RegularFileReader.bytes(of: path, limit: 9) }
  }

  @Test func aRegularFileIsReadWholeUpToItsLimit() throws {
    let folder = try TemporaryFolder()
    try folder.write("0123456789", to: "ten.yaml")
    let path = folder.file("ten.yaml")
    #expect(try RegularFileReader.bytes(of: path, limit: 10) == Array("0123456789".utf8))
    #expect(try RegularFileReader.prefix(of: path, count: 4) == Array("0123".utf8))
    #expect(RegularFileReader.exists(path))
    #expect(!RegularFileReader.exists(folder.file("none.yaml")))
  }

  @Test(
    "each failure named in one line with the path as shown",
    arguments: [
      (RegularFileReader.Failure.missing, "no such file “s.yaml”.", "no such file"),
      (
        .notRegularFile(kind: "a directory"), "“s.yaml” is a directory, not a regular file.",
        "it is a directory, not a regular file"
      ),
      (.tooLarge(limit: 9), "“s.yaml” is larger than 9 bytes.", "it is larger than 9 bytes"),
      (
        .unreadable(reason: "permission denied"), "cannot read “s.yaml”: permission denied.",
        "permission denied"
      ),
    ])
  func message(failure: RegularFileReader.Failure, message: String, reason: String) {
    expectNoDifference(failure.message(for: "s.yaml"), message)
    expectNoDifference(failure.reason, reason)
  }
}
