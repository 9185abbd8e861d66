import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes straight to a file descriptor, unbuffered, as Foundation's `FileHandle` did,
/// without linking Foundation (see docs/architecture.md on the binary's size).
enum StandardStream {
  /// Standard output.
  static let output: Int32 = 1
  /// Standard error.
  static let error: Int32 = 2

  /// The `errno` of the first write to standard output that failed, or 0: `main` reports it
  /// when the command ends (``OutputCheck``), so output that never arrived is never a success.
  static let outputFailure = Atomic<Int32>(0)

  /// Writes all of `bytes` to `descriptor`, retrying after a signal; any other failure (a
  /// closed pipe, a full disk) drops the rest, and a failure on standard output is kept in
  /// ``outputFailure`` for the command's exit.
  /// - Returns: whether everything was written.
  @discardableResult
  static func write(_ bytes: some Sequence<UInt8>, to descriptor: Int32) -> Bool {
    let buffer = Array(bytes)
    return buffer.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(
          descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          if descriptor == output {
            // A zero-byte write of a non-empty buffer is a device that takes nothing.
            let reason = written < 0 ? errno : EIO
            _ = outputFailure.compareExchange(expected: 0, desired: reason, ordering: .relaxed)
          }
          return false
        }
      }
      return true
    }
  }

  /// Standard output not yet written: commands print into it, and it is written out when it
  /// passes 64 KiB and when the command ends (``OutputCheck``), as stdio buffered `print` did
  /// for a file, but with every failed write kept in ``outputFailure``.
  private static let pending = Mutex<[UInt8]>([])

  /// Adds `text` to standard output's buffer, writing the buffer out once it is large.
  static func print(_ text: String) {
    let full = pending.withLock { buffer -> [UInt8]? in
      buffer.append(contentsOf: text.utf8)
      guard buffer.count >= 65_536 else { return nil }
      defer { buffer.removeAll(keepingCapacity: true) }
      return buffer
    }
    if let full { write(full, to: output) }
  }

  /// Writes out what ``print(_:)`` has buffered.
  static func flush() {
    let rest = pending.withLock { buffer in
      defer { buffer.removeAll() }
      return buffer
    }
    if !rest.isEmpty { write(rest, to: output) }
  }

  /// Writes `text` as UTF-8 to `descriptor`.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    write(text.utf8, to: descriptor)
  }
}

/// The C `write`, which the methods above would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
