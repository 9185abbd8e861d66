import Scenarios

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// Reads a file only when it is a regular file, and never more than a limit.
///
/// A named pipe would block `open` and `read` forever, `/dev/zero` never ends, and a
/// directory or a loop of symbolic links gives Foundation's least helpful messages; so the
/// type is checked before the file is opened, opened without blocking, and checked again on
/// the open descriptor (the path may have changed in between). Scenario files and the
/// session file are both read through here.
public enum RegularFileReader {
  /// Why a file was not read; `message(for:)` says it in one line.
  public enum Failure: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case missing
    /// Something exists there that is not a regular file: its kind, such as "a directory".
    case notRegularFile(kind: String)
    /// The file is larger than the limit given, in bytes.
    case tooLarge(limit: Int)
    /// The system refused: the reason, such as "permission denied".
    case unreadable(reason: String)

    /// The problem without the path, for a message that names the file itself.
    public var reason: String {
      switch self {
      case .missing: "no such file"
      case .notRegularFile(let kind): "it is \(kind), not a regular file"
      case .tooLarge(let limit): "it is larger than \(limit) bytes"
      case .unreadable(let reason): reason
      }
    }

    /// One line naming the path (as the caller shows it) and the problem.
    public func message(for shownPath: String) -> String {
      switch self {
      case .missing: "no such file “\(shownPath)”."
      case .notRegularFile(let kind): "“\(shownPath)” is \(kind), not a regular file."
      case .tooLarge(let limit): "“\(shownPath)” is larger than \(limit) bytes."
      case .unreadable(let reason): "cannot read “\(shownPath)”: \(reason)."
      }
    }
  }

  /// Whether anything exists at the path, without following a final symbolic link (so a
  /// dangling link or a loop still counts as there).
  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// The file's bytes; `limit + 1` bytes at most are read, and more is `tooLarge`.
  public static func bytes(of path: String, limit: Int) throws(Failure) -> [UInt8] {
    let bytes = try prefix(of: path, count: limit + 1)
    guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
    return bytes
  }

  /// The file's first `count` bytes (all of them when it is shorter): for a caller whose own
  /// rule names a file that is too large, which it tells by being given more than it allows.
  public static func prefix(of path: String, count limit: Int) throws(Failure) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else { throw failure(errno: errno, path: path) }
    try checkRegular(status)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno: errno, path: path) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw failure(errno: errno, path: path) }
    try checkRegular(status)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno: errno, path: path)
      }
      if count == 0 { break }
      bytes += chunk.prefix(count)
    }
    return bytes
  }

  private static func checkRegular(_ status: stat) throws(Failure) {
    guard let kind = kind(of: status) else { return }
    throw .notRegularFile(kind: kind)
  }

  /// What a file of `status` is when it is not a regular file ("a directory"); nil for a
  /// regular file.
  public static func kind(of status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  private static func failure(errno code: Int32, path: String) -> Failure {
    switch code {
    case ENOENT:
      // A dangling symbolic link: something is there, but it leads nowhere.
      exists(path) ? .unreadable(reason: "a symbolic link to a missing file") : .missing
    case ELOOP: .unreadable(reason: "a loop of symbolic links")
    case EACCES: .unreadable(reason: "permission denied")
    case ENOTDIR: .missing
    default: .unreadable(reason: String(cString: strerror(code)))
    }
  }
}
