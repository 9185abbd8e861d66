import Foundation
import Glibc
import Synchronization

extension AgeTUIBinary {
  /// What the test does on the terminal while the binary runs.
  enum TerminalStep: Sendable {
    /// Waits until the program has drawn and then been quiet for half a second (or has ended).
    case settle
    /// Types these characters.
    case type(String)
  }

  /// Runs `agetui` on a pseudo-terminal of 80×24 (`TERM=xterm`), as a user would in a
  /// terminal, doing `steps` on it; `environment` and `prelude` as for
  /// ``run(_:environment:standardOutput:prelude:timeLimit:)``. The run's `stdout` is what the
  /// terminal received.
  static func runOnTerminal(
    _ arguments: [String], environment changes: [String: String?] = [:],
    prelude: String? = nil, steps: [TerminalStep], timeLimit: Duration = .seconds(120)
  ) throws -> Run {
    let binary = try locate()
    let terminal = try PseudoTerminal()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let errURL = directory.appendingPathComponent("stderr")
    guard FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errURL.path])
    }
    let err = try FileHandle(forWritingTo: errURL)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm"
    for (key, value) in changes { environment[key] = value }
    let process = Process()
    let sizing = "stty rows 24 cols 80"
    (process.executableURL, process.arguments) = command(
      binary, arguments, prelude: prelude.map { "\(sizing); \($0)" } ?? sizing)
    process.environment = environment
    let handle = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = err
    try process.run()
    terminal.closeFollower()
    let deadline = ContinuousClock.now + timeLimit
    for step in steps {
      switch step {
      case .settle: terminal.waitUntilQuiet(before: deadline)
      case .type(let text): terminal.type(text)
      }
    }
    let timedOut = waitForExit(of: process, until: deadline)
    try err.close()
    return try ended(
      process, stdout: String(decoding: terminal.finish(), as: UTF8.self), stderrFile: errURL,
      timedOut: timedOut)
  }
}

/// A pseudo-terminal pair whose leader side is read all the time on a thread of its own, so
/// the program never blocks on a full terminal.
private final class PseudoTerminal: Sendable {
  /// Linux's TIOCSPTLCK and TIOCGPTN (`_IOW`/`_IOR` macros, which Swift does not import).
  private static let unlockRequest: UInt = 0x4004_5431
  private static let numberRequest: UInt = 0x8004_5430

  /// The program's side (its standard input and output).
  let follower: Int32
  private let leader: Int32
  /// What was received, when last, whether reading has ended (and the leader is closed), and
  /// whether it is asked to end.
  private let received = Mutex<
    (bytes: [UInt8], lastAt: ContinuousClock.Instant?, ended: Bool, stop: Bool)
  >(([], nil, false, false))

  /// Opens a pair and starts reading.
  init() throws {
    // posix_openpt, unlockpt and ptsname, which Swift's Glibc module does not declare.
    leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard leader >= 0, ioctl(leader, Self.unlockRequest, &unlock) == 0,
      ioctl(leader, Self.numberRequest, &number) == 0
    else { throw POSIXError(.ENXIO) }
    follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard follower >= 0 else { throw POSIXError(.ENXIO) }
    let thread = Thread { [self] in readUntilEnd() }
    thread.start()
  }

  /// Closes this process's copy of the program's side, so the end of the program ends reading.
  func closeFollower() { close(follower) }

  /// Types `text`, unless the program has ended (the leader is closed, and its number may
  /// belong to another file by now).
  func type(_ text: String) {
    received.withLock { state in
      guard !state.ended else { return }
      _ = Array(text.utf8).withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
    }
  }

  /// Waits until something was received and nothing more for half a second, or the end.
  func waitUntilQuiet(before deadline: ContinuousClock.Instant) {
    while ContinuousClock.now < deadline {
      let (lastAt, ended) = received.withLock { ($0.lastAt, $0.ended) }
      if ended { return }
      if let lastAt, ContinuousClock.now - lastAt > .milliseconds(500) { return }
      usleep(20_000)
    }
  }

  /// Everything received, once the program's side is closed (or reading was stopped after
  /// five seconds).
  func finish() -> [UInt8] {
    let deadline = ContinuousClock.now + .seconds(5)
    while !received.withLock({ $0.ended }) {
      if ContinuousClock.now > deadline { received.withLock { $0.stop = true } }
      usleep(10_000)
    }
    return received.withLock { $0.bytes }
  }

  private func readUntilEnd() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var ready = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, 100)
      if polled < 0, errno == EINTR { continue }
      if polled == 0 {
        if received.withLock({ $0.stop }) { break }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      received.withLock {
        $0.bytes += buffer[0..<count]
        $0.lastAt = .now
      }
    }
    received.withLock {
      $0.ended = true
      close(leader)
    }
  }
}
