import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Runs an external converter (Graphviz's `dot`, librsvg's `rsvg-convert`) on text we made.
///
/// Started with `posix_spawn` rather than Foundation's `Process`, which only full Foundation
/// has (see docs/architecture.md on the binary's size).
enum ConverterProcess {
  /// The first executable file named `name` in a PATH directory; when there is none, the
  /// `ifMissing` line (what to install, or which format needs no converter) on standard error,
  /// and exit 1.
  static func executable(named name: String, ifMissing message: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw failure(message)
  }

  /// Feeds `input` to `executable` and returns what it printed; on failure, one line on
  /// standard error with the converter's own message, and exit 1.
  static func run(_ executable: URL, arguments: [String], input: Data) throws -> Data {
    let path = executable.path
    guard let toChild = Pipe(), let fromChild = Pipe(), let childErrors = Pipe() else {
      throw failure("Error: cannot run \(path): \(String(cString: strerror(errno)))")
    }
    let spawned = spawn(
      path, arguments: arguments, standardInput: toChild.reading,
      standardOutput: fromChild.writing, standardError: childErrors.writing)
    // The child holds its own copies now: closing ours lets each side see the end of file.
    for descriptor in [toChild.reading, fromChild.writing, childErrors.writing] {
      close(descriptor)
    }
    let child: pid_t
    switch spawned {
    case .success(let started):
      child = started
    case .failure(let error):
      for descriptor in [toChild.writing, fromChild.reading, childErrors.reading] {
        close(descriptor)
      }
      throw failure("Error: cannot run \(path): \(String(cString: strerror(error.code)))")
    }
    // Both converters read their whole input before they write, so writing all of it first
    // cannot deadlock on a full output pipe.
    StandardStream.write(input, to: toChild.writing)
    close(toChild.writing)
    let printed = readAll(fromChild.reading)
    let message = readAll(childErrors.reading)
    let status = waitForExit(child)
    guard status == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingWhitespace()
      throw failure(
        "Error: \(path) failed (exit \(status))" + (text.isEmpty ? "." : ": \(text)"))
    }
    return Data(printed)
  }

  /// Both ends of a pipe, closed on exec (the child gets its copies through `dup2`).
  private struct Pipe {
    let reading: Int32
    let writing: Int32

    init?() {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return nil }
      reading = ends[0]
      writing = ends[1]
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
  }

  private static func failure(_ message: String) -> ExitCode {
    StandardError.line(message)
    return ExitCode(1)
  }

  /// Starts `path` with the three descriptors as its standard streams and this process's
  /// environment; the child's process id, or the `errno` of the failure.
  private static func spawn(
    _ path: String, arguments: [String], standardInput: Int32, standardOutput: Int32,
    standardError: Int32
  ) -> Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let code = posix_spawn(&child, path, &actions, nil, argv, envp)
    return code == 0 ? .success(child) : .failure(SpawnError(code: code))
  }

  /// A `posix_spawn` failure's `errno`.
  private struct SpawnError: Error {
    let code: Int32
  }

  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk[0..<count]
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return bytes
      }
    }
  }

  /// The child's exit status, or the number of the signal that ended it (as `Process` said).
  private static func waitForExit(_ child: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : signal
  }
}
