#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Writes a journal so that every record is on disk whole or not at all.
///
/// Each record (a complete line) is written with as many `write` calls as it takes: a short
/// write is completed; a failed one is rolled back with `ftruncate` to the end of the last
/// record written whole, so the file never holds a torn line followed by good ones. If the
/// roll-back fails too, the torn part (a prefix of one JSON object, which never reads as a
/// record) stays until a later roll-back succeeds, and nothing is appended before that. The
/// system calls come through ``SystemCalls`` so the tests can inject short writes and errors.
struct JournalWriter {
  /// The calls the writer makes, replaceable for fault injection.
  struct SystemCalls: Sendable {
    /// `write(2)`: the bytes written, or -1 with `errno` set.
    var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int
    /// `ftruncate(2)`: 0, or -1 with `errno` set.
    var truncate: @Sendable (Int32, off_t) -> Int32

    /// The real system calls.
    static let live = SystemCalls(
      write: { descriptor, bytes in Glibc.write(descriptor, bytes.baseAddress, bytes.count) },
      truncate: { descriptor, length in ftruncate(descriptor, length) })
  }

  /// The journal file.
  let fileURL: URL
  private let calls: SystemCalls
  private var descriptor: Int32 = -1
  /// The file's length after the last record written whole.
  private var goodLength: off_t = 0
  /// A failed batch may have left bytes after ``goodLength`` that could not be truncated.
  private var hasTornTail = false

  /// A writer for the journal at `fileURL`.
  init(fileURL: URL, calls: SystemCalls = .live) {
    self.fileURL = fileURL
    self.calls = calls
  }

  /// Replaces the journal with `bytes` atomically: a temporary file, then `rename(2)`. The
  /// temporary file's descriptor is kept for the appends that follow.
  mutating func start(with bytes: Data) -> JournalFault? {
    closeFile()
    let directory = fileURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return JournalFault(operation: "create", path: directory.path, code: Self.code(of: error))
    }
    let temporary = directory.appendingPathComponent(
      ".\(fileURL.lastPathComponent).tmp-\(getpid())"
    ).path
    let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
    guard file >= 0 else { return .current("create", temporary) }
    if var fault = writeAll(bytes, to: file) {
      // Named after the journal: the temporary file is an implementation detail.
      fault.operation = "write"
      fault.path = fileURL.path
      close(file)
      unlink(temporary)
      return fault
    }
    guard rename(temporary, fileURL.path) == 0 else {
      let fault = JournalFault.current("replace", fileURL.path)
      close(file)
      unlink(temporary)
      return fault
    }
    descriptor = file
    goodLength = off_t(bytes.count)
    hasTornTail = false
    return nil
  }

  /// Appends `lines` (each a whole record and its newline) at the end of the journal, one
  /// record at a time: a record is on disk whole or not at all.
  /// - Returns: how many of `lines` were written, and the fault that stopped the rest.
  mutating func append(_ lines: [Data]) -> (written: Int, fault: JournalFault?) {
    guard !lines.isEmpty else { return (0, nil) }
    if descriptor < 0 {
      let file = open(fileURL.path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC)
      guard file >= 0 else { return (0, .current("append to", fileURL.path)) }
      let end = lseek(file, 0, SEEK_END)
      guard end >= 0 else {
        let fault = JournalFault.current("append to", fileURL.path)
        close(file)
        return (0, fault)
      }
      descriptor = file
      goodLength = end
    }
    if hasTornTail {
      guard calls.truncate(descriptor, goodLength) == 0 else {
        return (0, .current("roll back a torn write in", fileURL.path))
      }
      hasTornTail = false
    }
    for (index, line) in lines.enumerated() {
      if let fault = writeAll(line, to: descriptor) {
        // Whatever part of the record reached the file goes, so the next one starts a line.
        if calls.truncate(descriptor, goodLength) != 0 { hasTornTail = true }
        return (index, fault)
      }
      goodLength += off_t(line.count)
    }
    return (lines.count, nil)
  }

  /// Closes the journal (the next append opens it again).
  mutating func closeFile() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  private func writeAll(_ bytes: Data, to file: Int32) -> JournalFault? {
    bytes.withUnsafeBytes { buffer -> JournalFault? in
      var offset = 0
      while offset < buffer.count {
        let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
        let written = calls.write(file, rest)
        if written < 0 {
          if errno == EINTR { continue }
          return .current("append to", fileURL.path)
        }
        guard written > 0 else {
          return JournalFault(operation: "append to", path: fileURL.path, code: 0)
        }
        offset += written
      }
      return nil
    }
  }

  private static func code(of error: any Error) -> Int32 {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    if let file = error as? CocoaError, let posix = file.underlying as? POSIXError {
      return posix.code.rawValue
    }
    return EIO
  }
}
