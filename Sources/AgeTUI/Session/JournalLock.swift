#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// The lock that makes a running session the only writer of its journal: an exclusive `flock`
/// on `NAME.lock` beside the journal `NAME`, holding the owner's process ID and start time.
///
/// The kernel releases a `flock` when its process ends however it ends, so a lock file left by
/// a crash is free and simply taken over; only a live process can hold one. The lock is on a
/// file of its own because the journal itself is replaced by `rename(2)`, which a lock on the
/// journal's inode would not survive.
final class JournalLock {
  /// Who holds a lock: what its file says.
  struct Holder: Equatable, Sendable {
    /// The owner's process ID, if the file says.
    var processID: Int32?
    /// When the owner started, in seconds since 1970, if the file says.
    var startedAt: Int?

    /// "PID 1234, since 14:02" (the date too when it was not today), for messages.
    func description(now: Int) -> String {
      let process = processID.map { "PID \($0)" } ?? "PID unknown"
      guard let startedAt else { return process }
      return "\(process), since \(Self.clockText(startedAt, now: now))"
    }

    /// HH:MM in local time, with the date first when `seconds` was not today.
    static func clockText(_ seconds: Int, now: Int) -> String {
      func parts(_ value: Int) -> tm {
        var time = time_t(value)
        var result = tm()
        localtime_r(&time, &result)
        return result
      }
      let then = parts(seconds)
      let today = parts(now)
      func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let clock = "\(two(then.tm_hour)):\(two(then.tm_min))"
      guard then.tm_year != today.tm_year || then.tm_yday != today.tm_yday else { return clock }
      return "\(then.tm_year + 1900)-\(two(then.tm_mon + 1))-\(two(then.tm_mday)) \(clock)"
    }
  }

  /// What ``acquire(journal:processID:now:)`` found.
  enum Attempt {
    /// This process holds the lock until it ends.
    case acquired(JournalLock)
    /// A running process holds it.
    case held(by: Holder)
    /// The lock file cannot be opened (the directory is missing or read-only): nobody can
    /// hold it, so nobody can write the journal either; the reason, for messages.
    case unavailable(String)
  }

  /// The lock file's path for the journal at `journal`.
  static func path(for journal: URL) -> String { journal.path + ".lock" }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Takes the lock of `journal` without waiting, and writes `processID` and `now` into it.
  static func acquire(journal: URL, processID: Int32, now: Int) -> Attempt {
    let path = path(for: journal)
    var file = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    // A lock file that exists in a directory that became read-only still locks.
    if file < 0 { file = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
    guard file >= 0 else { return .unavailable(String(cString: strerror(errno))) }
    var status = stat()
    guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(file)
      return .unavailable("\(path) is not a regular file")
    }
    guard flock(file, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      let holder = readHolder(file)
      close(file)
      guard code == EWOULDBLOCK else { return .unavailable(String(cString: strerror(code))) }
      return .held(by: holder)
    }
    let text = Array("\(processID) \(now)\n".utf8)
    if ftruncate(file, 0) == 0 {
      _ = text.withUnsafeBytes { pwrite(file, $0.baseAddress, $0.count, 0) }
    }
    return .acquired(JournalLock(descriptor: file))
  }

  /// Who holds the lock of `journal` now, as far as its file says: nil when nobody does. For
  /// readers such as `agetui notes`, so it takes no lock of any kind (even a shared `flock`
  /// held for an instant could make a session starting at that instant think the journal was
  /// taken); the process named in the file must be alive, which a reused PID can fake.
  static func holder(of journal: URL) -> Holder? {
    let file = open(path(for: journal), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard file >= 0 else { return nil }
    defer { close(file) }
    let holder = readHolder(file)
    guard let processID = holder.processID, kill(processID, 0) == 0 || errno == EPERM else {
      return nil
    }
    return holder
  }

  private static func readHolder(_ file: Int32) -> Holder {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, 0) }
    let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
    let fields = text.split(whereSeparator: \.isWhitespace)
    let processID = fields.first.flatMap { Int32($0) }.flatMap { $0 > 0 ? $0 : nil }
    let startedAt = fields.dropFirst().first.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    return Holder(processID: processID, startedAt: startedAt)
  }
}
