#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that appears under its name whole or not at all (issue 42, rule 1): every file AgeTUI
/// writes for the user (a picture, a graph, a recording) is written to a temporary file beside
/// its target, synced, and only then given the target's name, so a full disk or `ulimit -f`
/// never leaves a cut-off file under the real name; a failure removes the temporary file and is
/// an error naming the target and the reason.
///
/// The temporary file is made with `O_EXCL` in the target's directory (so the final `rename(2)`
/// or `link(2)` stays on one file system and is atomic, and nothing already there is written
/// through). Each append is whole or rolled back with `ftruncate`, so even a file kept unfinished
/// (a recording's `.partial`) ends with a whole line. The system calls come through
/// ``SystemCalls`` so the tests can make any write fail.
final class AtomicFile {
  /// The calls the file makes, replaceable to make them fail.
  struct SystemCalls: Sendable {
    /// `write(2)`: the bytes written, or -1 with `errno` set.
    var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int
    /// `ftruncate(2)`: 0, or -1 with `errno` set.
    var truncate: @Sendable (Int32, off_t) -> Int32
    /// `fsync(2)`: 0, or -1 with `errno` set.
    var sync: @Sendable (Int32) -> Int32

    /// The real system calls.
    static let live = SystemCalls(
      write: { descriptor, bytes in systemWrite(descriptor, bytes.baseAddress, bytes.count) },
      truncate: { descriptor, length in ftruncate(descriptor, length) },
      sync: { descriptor in fsync(descriptor) })
  }

  /// Why a file could not be written: the file as the user named it (never the temporary
  /// file) and the system's reason.
  struct Fault: Error, Equatable, Sendable {
    /// The file asked for.
    var path: String
    /// The `errno` the system gave; 0 when a write stored nothing without one.
    var code: Int32

    /// "cannot write pic.svg: No space left on device".
    var text: String { "cannot write \(path): \(reason)" }

    /// The system's words for ``code``.
    var reason: String {
      code == 0 ? "the system wrote nothing and gave no reason" : String(cString: strerror(code))
    }

    /// The reason in a few words ("disk full"), for the notice line's marks.
    var shortReason: String { code == 0 ? reason : SystemErrorText.shortReason(code: code) }
  }

  /// The file the bytes are for.
  let target: String
  /// Where they are written until the file is complete.
  let temporaryPath: String
  private let calls: SystemCalls
  private var descriptor: Int32
  /// The length after the last whole append.
  private var length: off_t = 0
  /// Whether the temporary file is gone (renamed or linked into place) or is to stay.
  private var isSettled = false

  /// Creates an empty temporary file beside `target`: `temporaryName` in its directory when
  /// given (a name the user may look for, such as `talk.cast.partial`), else a hidden
  /// `.NAME.tmp-PID-N` no other file has.
  /// - Throws: a fault naming `target` when the directory does not take a new file, or (with
  ///   `temporaryName`) when that name is taken: `EEXIST`.
  init(beside target: String, temporaryName: String? = nil, calls: SystemCalls = .live)
    throws(Fault)
  {
    self.target = target
    self.calls = calls
    let directory = Self.directory(of: target)
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    if let temporaryName {
      // Opened before anything is stored: a file of that name that is not ours must never be
      // removed by this object's end.
      let file = open(directory + temporaryName, flags, 0o666)
      guard file >= 0 else { throw Fault(path: target, code: errno) }
      temporaryPath = directory + temporaryName
      descriptor = file
      return
    }
    let name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    var attempt = 1
    while true {
      let candidate = "\(directory).\(name).tmp-\(getpid())-\(attempt)"
      let file = open(candidate, flags, 0o666)
      if file >= 0 {
        temporaryPath = candidate
        descriptor = file
        return
      }
      // Another run of this process id left one behind: the next number is free.
      guard errno == EEXIST, attempt < 100 else { throw Fault(path: target, code: errno) }
      attempt += 1
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if !isSettled { unlink(temporaryPath) }
  }

  /// Writes `bytes` (a whole file, or one whole line of a stream) at the end: all of them, or
  /// none (a failed write is rolled back to the end of the last whole append).
  func append(_ bytes: some Sequence<UInt8>) throws(Fault) {
    let buffer = Array(bytes)
    let code = buffer.withUnsafeBytes { raw -> Int32? in
      var offset = 0
      while offset < raw.count {
        let written = calls.write(descriptor, UnsafeRawBufferPointer(rebasing: raw[offset...]))
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : 0
        }
      }
      return nil
    }
    guard let code else {
      length += off_t(buffer.count)
      return
    }
    // The part that reached the file goes, so what is there ends with the last whole append.
    _ = calls.truncate(descriptor, length)
    throw Fault(path: target, code: code)
  }

  /// Syncs the file and gives it the target's name, replacing whatever had it (a symbolic
  /// link itself, never the file it points to).
  func replaceTarget() throws(Fault) {
    try finishWriting()
    guard rename(temporaryPath, target) == 0 else { throw Fault(path: target, code: errno) }
    isSettled = true
  }

  /// Syncs the file and gives it the name `path` (beside the target) only if nothing has that
  /// name, not even a dangling symbolic link.
  /// - Throws: a fault with `EEXIST` when the name is taken (the caller may try another), or
  ///   naming `path` and the reason.
  func claim(_ path: String) throws(Fault) {
    try finishWriting()
    if link(temporaryPath, path) == 0 {
      unlink(temporaryPath)
      isSettled = true
      return
    }
    let linkError = errno
    guard linkError != EEXIST else { throw Fault(path: path, code: EEXIST) }
    // A file system without hard links (FAT, some network and FUSE ones): a rename after a
    // check, which only a file made in between could race.
    var status = stat()
    guard lstat(path, &status) != 0, errno == ENOENT else {
      throw Fault(path: path, code: EEXIST)
    }
    guard rename(temporaryPath, path) == 0 else { throw Fault(path: path, code: linkError) }
    isSettled = true
  }

  /// Leaves the temporary file where it is, as written so far (a recording that could not be
  /// finished stays as `NAME.partial`, whole lines only).
  func keepUnfinished() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    isSettled = true
  }

  /// Writes `bytes` to `path` whole or not at all, replacing the file that had the name.
  static func write(_ bytes: some Sequence<UInt8>, to path: String, calls: SystemCalls = .live)
    throws(Fault)
  {
    let file = try AtomicFile(beside: path, calls: calls)
    try file.append(bytes)
    try file.replaceTarget()
  }

  /// The directory part of `path` with its slash (`pics/`), or nothing for a bare name.
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// Syncs and closes the file: a file given its name must be on disk, not only in the cache
  /// (a crash after the rename would otherwise leave an empty file under it).
  private func finishWriting() throws(Fault) {
    guard descriptor >= 0 else { return }
    let synced = calls.sync(descriptor)
    let code = errno
    close(descriptor)
    descriptor = -1
    // A file system that cannot sync (a pipe-like special file) has nothing to lose by it.
    guard synced == 0 || code == EINVAL || code == EROFS else {
      throw Fault(path: target, code: code)
    }
  }
}

/// The C `write`, which a closure parameter of the same name would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
