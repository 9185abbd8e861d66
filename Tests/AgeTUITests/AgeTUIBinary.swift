import Foundation
import Testing

/// The built `agetui` executable, run as a user would run it.
enum AgeTUIBinary {
  /// What one run printed and how it exited.
  struct Run: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
    /// Whether it was killed for running longer than its time limit.
    var timedOut = false
    /// Whether it died of a signal it did not ask for (a crash), not of the time limit.
    var crashed = false
  }

  /// Where the binary may be: `AGETUI_BINARY`, then next to the test bundle in the build
  /// products directory (`swift build` puts `agetui` there).
  static func candidates() -> [URL] {
    var urls: [URL] = []
    if let override = ProcessInfo.processInfo.environment["AGETUI_BINARY"] {
      urls.append(URL(fileURLWithPath: override))
    }
    if let first = CommandLine.arguments.first {
      urls.append(
        URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("agetui"))
    }
    // On macOS the tests run inside an .xctest bundle whose parent is the products directory.
    let bundle = Bundle.main.bundleURL
    urls.append(bundle.appendingPathComponent("agetui"))
    urls.append(bundle.deletingLastPathComponent().appendingPathComponent("agetui"))
    var seen: Set<String> = []
    return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// The binary, or an error that says where it was looked for and how to build it.
  static func locate() throws -> URL {
    let urls = candidates()
    if let found = urls.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
      return found
    }
    throw MissingBinary(searched: urls.map(\.path))
  }

  /// Runs `agetui` with arguments and waits for it; `environment` changes this process's
  /// environment for the child (`nil` removes a variable); `standardOutput`, when given, is the
  /// file its standard output goes to (`/dev/full`), and the run's `stdout` is then empty.
  /// A run longer than `timeLimit` is killed and comes back with `timedOut` set. With
  /// `prelude`, `/bin/sh` runs that first and then execs the binary (`ulimit -f 4` stands in
  /// for a full disk; `exec 2>&-` closes standard error).
  static func run(
    _ arguments: [String], environment changes: [String: String?] = [:],
    standardOutput: String? = nil, prelude: String? = nil, timeLimit: Duration = .seconds(120)
  ) throws -> Run {
    let binary = try locate()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Files, not pipes: a full pipe would block the child while the test waits for it.
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    for url in [outURL, errURL]
    where !FileManager.default.createFile(atPath: url.path, contents: nil) {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let out = try FileHandle(forWritingTo: standardOutput.map(URL.init(fileURLWithPath:)) ?? outURL)
    let err = try FileHandle(forWritingTo: errURL)
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    let process = Process()
    (process.executableURL, process.arguments) = command(binary, arguments, prelude: prelude)
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let timedOut = waitForExit(of: process, until: ContinuousClock.now + timeLimit)
    try out.close()
    try err.close()
    return try ended(
      process,
      stdout: standardOutput == nil
        ? String(decoding: try Data(contentsOf: outURL), as: UTF8.self) : "",
      stderrFile: errURL, timedOut: timedOut)
  }

  /// Waits for `process` to end, killing it once `deadline` passes; whether it was killed.
  static func waitForExit(of process: Process, until deadline: ContinuousClock.Instant) -> Bool {
    var timedOut = false
    while process.isRunning {
      if ContinuousClock.now > deadline {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(2_000)
    }
    process.waitUntilExit()
    return timedOut
  }

  /// The run of `process`, which has ended: its status, `stdout`, the standard error it wrote
  /// to `stderrFile`, and whether it was killed for time or by a signal of its own.
  static func ended(_ process: Process, stdout: String, stderrFile: URL, timedOut: Bool) throws
    -> Run
  {
    Run(
      status: process.terminationStatus, stdout: stdout,
      stderr: String(decoding: try Data(contentsOf: stderrFile), as: UTF8.self),
      timedOut: timedOut, crashed: !timedOut && process.terminationReason == .uncaughtSignal)
  }

  /// The executable and arguments that run `binary` with `arguments`, after `prelude` in
  /// `/bin/sh` when there is one. The binary then starts with SIGXFSZ at its default action, as
  /// from a user's shell: the test runner ignores it, and an ignored signal stays ignored
  /// across `exec`, which would hide a binary that forgot to ignore it itself.
  static func command(_ binary: URL, _ arguments: [String], prelude: String?) -> (URL, [String]) {
    guard let prelude else { return (binary, arguments) }
    return (
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "\(prelude); exec env --default-signal=XFSZ \"$0\" \"$@\"", binary.path]
        + arguments
    )
  }

  /// The binary was not built where the tests look for it.
  struct MissingBinary: Error, CustomStringConvertible {
    /// The paths tried.
    var searched: [String]

    var description: String {
      "agetui was not found; build it first (swift build) or set AGETUI_BINARY. Looked in: "
        + searched.joined(separator: ", ")
    }
  }
}
