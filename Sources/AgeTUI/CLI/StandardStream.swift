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

  /// Writes all of `bytes` to `descriptor`, retrying after a signal; any other failure (a
  /// closed pipe, a full disk) drops the rest, as there is nowhere left to report it.
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
          return false
        }
      }
      return true
    }
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
