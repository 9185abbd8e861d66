import CustomDump
import Foundation
import Testing

/// A scenario path that is not a regular file is refused at once, with a message that says
/// what it is, and exit 64: nothing blocks on a named pipe or reads a device forever.
@Suite("agetui check and run on special files")
struct SpecialFileTests {
  /// One special file: how to make it inside a directory, and what `check` says about it.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    /// Makes the file and returns its path.
    let make: @Sendable (URL) throws -> String
    /// The problem, as both commands name it after the path.
    let problem: String

    var description: String { name }
  }

  struct MakeFailed: Error {}

  static let cases: [Case] = [
    Case(
      name: "a named pipe",
      make: { directory in
        let path = directory.appendingPathComponent("pipe.yaml").path
        guard mkfifo(path, 0o600) == 0 else { throw MakeFailed() }
        return path
      }, problem: "is a named pipe (FIFO), not a regular file."),
    Case(
      name: "a directory",
      make: { directory in
        let url = directory.appendingPathComponent("folder.yaml")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
      }, problem: "is a directory, not a regular file."),
    Case(
      name: "a character device", make: { _ in "/dev/zero" },
      problem: "is a character device, not a regular file."),
    Case(
      name: "a socket",
      make: { directory in
        let path = directory.appendingPathComponent("socket.yaml").path
        try bindSocket(at: path)
        return path
      }, problem: "is a socket, not a regular file."),
    Case(
      name: "a loop of symbolic links",
      make: { directory in
        let first = directory.appendingPathComponent("first.yaml").path
        let second = directory.appendingPathComponent("second.yaml").path
        guard symlink(second, first) == 0, symlink(first, second) == 0 else {
          throw MakeFailed()
        }
        return first
      }, problem: ": a loop of symbolic links."),
  ]

  /// A Unix-domain socket bound at `path` (left open: the test process ends soon).
  static func bindSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw MakeFailed() }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw MakeFailed() }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes + [0])
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw MakeFailed() }
  }

  /// The message a command prints for a path and a problem.
  static func message(_ path: String, _ problem: String) -> String {
    problem.hasPrefix(":") ? "cannot read “\(path)”\(problem)" : "“\(path)” \(problem)"
  }

  @Test("check refuses it at once with exit 64", arguments: cases)
  func check(_ testCase: Case) throws {
    try Self.withDirectory { directory in
      let path = try testCase.make(directory)
      let run = try AgeTUIBinary.run(["check", path], timeLimit: .seconds(10))
      #expect(!run.timedOut)
      expectNoDifference(run.status, 64)
      expectNoDifference(run.stdout, "")
      expectNoDifference(run.stderr, "\(path): error: \(Self.message(path, testCase.problem))\n")
    }
  }

  @Test("run refuses it at once with exit 64", arguments: cases)
  func runCommand(_ testCase: Case) throws {
    try Self.withDirectory { directory in
      let path = try testCase.make(directory)
      let run = try AgeTUIBinary.run(["run", path], timeLimit: .seconds(10))
      #expect(!run.timedOut)
      expectNoDifference(run.status, 64)
      expectNoDifference(run.stdout, "")
      expectNoDifference(run.stderr, "Error: \(Self.message(path, testCase.problem))\n")
    }
  }

  private static func withDirectory(_ body: (URL) throws -> Void) throws {
    // Short, so a socket path fits in sockaddr_un.
    let directory = URL(fileURLWithPath: "/tmp/agetui-special-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }
}
