#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// A file in the state directory holding the PID of a running process, so that another
/// process on the same directory knows it runs: `session.pid` while an AgeTUI session runs,
/// `notes.pid` while `agetui notes` follows it.
///
/// A file whose PID is no longer alive (`kill(pid, 0)` fails with `ESRCH`, e.g. after a crash
/// or SIGKILL) counts as absent, so a stale file never misleads and needs no cleaning.
struct PresenceFile: Sendable {
  /// The file of a running AgeTUI session.
  static var sessionFileName: String { SessionJournalFormat.sessionPIDFileName }
  /// The file of a running `agetui notes`.
  static var notesFileName: String { "notes.pid" }

  /// The file.
  let url: URL
  /// Its path.
  var path: String { url.path }

  /// The file named `name` in `directory`.
  init(directory: URL, name: String) {
    url = directory.appendingPathComponent(name, isDirectory: false)
  }

  /// Writes `pid` (this process's by default), creating the directory if needed; replaced
  /// whole through ``AtomicFile`` (a temporary file renamed over it), so a reader never sees
  /// half a number and a full disk never leaves an empty file under the name.
  /// - Returns: nil on success, or one line naming the path and the problem.
  @discardableResult
  func claim(pid: Int32 = getpid(), calls: AtomicFile.SystemCalls = .live) -> String? {
    let directory = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      return "cannot create \(directory): \(SystemErrorText.reason(error))"
    }
    do throws(AtomicFile.Fault) {
      try AtomicFile.write("\(pid)\n".utf8, to: path, calls: calls)
    } catch {
      return error.text
    }
    return nil
  }

  /// Removes the file if it still holds `pid` (another process may have claimed it since).
  func release(pid: Int32 = getpid()) {
    guard holder == pid else { return }
    unlink(path)
  }

  /// The PID in the file, whether or not it is alive; nil without a readable file.
  var holder: Int32? { PIDFile(path: path).holder }

  /// When the file was last written (claimed), in seconds since 1970; nil without a file.
  var modified: Int? { PIDFile(path: path).modified }

  /// The PID in the file when that process is alive, else nil.
  var livingHolder: Int32? { PIDFile(path: path).livingHolder }
}
