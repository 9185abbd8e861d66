#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Follows a journal file as another process writes it, reading only what was appended since
/// the last look, and starting over when the file was replaced (a new session renames a fresh
/// journal over the old one) or shrank. Never writes, never moves the file: it is only read.
///
/// Lines come out whole: bytes after the last newline (an append seen half-way, or a line torn
/// by a crash) wait until their newline arrives. One look reads at most ``bytesPerPoll``, so a
/// journal that grew by megabytes is read a slice at a time (``hasMore``), in bounded memory.
public struct JournalTail {
  /// What one look at the file found.
  public enum Update: Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// The file cannot be read: why, naming it ("/x/session.jsonl is a directory, not a regular
    /// file").
    case unreadable(String)
    /// The complete lines added since the last look; `restarted` when they are the file's
    /// first lines again (a replaced file, or the first look), so what was read before is void.
    case lines([[UInt8]], restarted: Bool)
  }

  /// The file followed.
  public let path: String
  /// The largest file read: a journal's own limit.
  public let limit: Int
  /// The most bytes one look reads.
  public let bytesPerPoll: Int
  /// Whether the file held more than the last look read.
  public private(set) var hasMore = false
  /// The device and inode of the file being read, nil before the first read.
  private var identity: (device: UInt64, inode: UInt64)?
  /// How many bytes of the file have been read.
  private var offset = 0
  /// Bytes read after the last newline.
  private var pending: [UInt8] = []
  /// The file's modification time at the last look, in seconds since the epoch.
  public private(set) var modified: Int?

  /// Follows the file at `path`, reading at most `limit` bytes of it, and at most
  /// `bytesPerPoll` at one look.
  public init(path: String, limit: Int, bytesPerPoll: Int = 1 << 20) {
    self.path = path
    self.limit = limit
    self.bytesPerPoll = bytesPerPoll
  }

  /// Reads what changed. With `restart`, the file is read again from its start whatever it is.
  public mutating func poll(restart: Bool = false) -> Update {
    hasMore = false
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      forget()
      return code == ENOENT || code == ENOTDIR
        ? .missing : .unreadable("cannot read \(path): \(String(cString: strerror(code)))")
    }
    if let kind = RegularFileReader.kind(of: status) {
      forget()
      return .unreadable("\(path) is \(kind), not a regular file")
    }
    let found = (device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    let size = Int(status.st_size)
    modified = Int(status.st_mtim.tv_sec)
    let restarted =
      restart || identity?.device != found.device || identity?.inode != found.inode
      || size < offset
    if restarted {
      forget()
      identity = found
    } else if size == offset {
      return .lines([], restarted: false)
    }
    guard size <= limit else { return .unreadable("\(path) is larger than \(limit) bytes") }
    do {
      try readAppended(expecting: found)
      hasMore = offset < min(size, limit)
    } catch {
      forget()
      return .unreadable("cannot read \(path): \(error.reason)")
    }
    var lines: [[UInt8]] = []
    var start = pending.startIndex
    while let newline = pending[start...].firstIndex(of: 0x0A) {
      lines.append(Array(pending[start..<newline]))
      start = newline + 1
    }
    pending.removeFirst(start - pending.startIndex)
    return .lines(lines, restarted: restarted)
  }

  /// Why a read failed.
  private struct ReadFailure: Error {
    var reason: String
  }

  /// Appends the bytes after `offset` to `pending`, from the file that has `expected`'s
  /// identity (a file renamed over it between the `stat` and the `open` is read at the next
  /// look instead).
  private mutating func readAppended(expecting expected: (device: UInt64, inode: UInt64))
    throws(ReadFailure)
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0,
      UInt64(status.st_dev) == expected.device, UInt64(status.st_ino) == expected.inode
    else { return }
    var chunk = [UInt8](repeating: 0, count: min(65_536, bytesPerPoll))
    let end = min(limit, offset + bytesPerPoll)
    while offset < end {
      let wanted = min(chunk.count, end - offset)
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, wanted, off_t(offset))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadFailure(reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      pending += chunk.prefix(count)
      offset += count
    }
  }

  /// Drops what was read, so the next look starts from the beginning.
  private mutating func forget() {
    identity = nil
    offset = 0
    pending = []
  }
}
