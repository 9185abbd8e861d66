#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// The reading side of a PID file in the state directory (`session.pid`, `notes.pid`): which
/// process claimed it and whether that process still lives. The TUI's `PresenceFile` writes
/// such files; another process (`agetui notes`, `agetui-deliver`) only reads them.
public struct PIDFile: Sendable {
  /// The file's path.
  public let path: String

  /// The file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The PID in the file, whether or not it is alive; nil without a readable file.
  public var holder: Int32? {
    guard let bytes = try? RegularFileReader.bytes(of: path, limit: 32) else { return nil }
    let digits = bytes.prefix { $0 != 0x0A }
    guard let pid = Int32(String(decoding: digits, as: UTF8.self)), pid > 0 else { return nil }
    return pid
  }

  /// When the file was last written (claimed), in seconds since 1970; nil without a file.
  public var modified: Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_mtim.tv_sec)
  }

  /// The PID in the file when that process is alive, else nil.
  public var livingHolder: Int32? {
    guard let pid = holder, Self.isAlive(pid) else { return nil }
    return pid
  }

  /// Whether a process with `pid` exists: `kill(pid, 0)` succeeds, or is refused only for
  /// lack of permission (the process exists but belongs to someone else).
  public static func isAlive(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
