#if canImport(Glibc)
  import Glibc
#endif

/// A journal operation that failed: what was being done, to which file, and the system's reason
/// (from `errno`, so never "Success").
struct JournalFault: Error, Equatable, Sendable {
  /// What was being done, as a verb phrase: "append to", "create", "replace".
  var operation: String
  /// The file or directory.
  var path: String
  /// The `errno` the system gave; 0 when a call failed without one (a write of 0 bytes).
  var code: Int32

  /// The fault for the call that just failed, read from `errno`.
  static func current(_ operation: String, _ path: String) -> JournalFault {
    JournalFault(operation: operation, path: path, code: errno)
  }

  /// One line naming the operation, the path and the reason.
  var text: String { "cannot \(operation) \(path): \(reason)" }

  /// The system's words for ``code`` ("No space left on device").
  var reason: String {
    code == 0 ? "the system wrote nothing and gave no reason" : String(cString: strerror(code))
  }

  /// The reason in a few words, for the footer's "not saved" mark ("disk full").
  var shortReason: String {
    code == 0 ? reason : SystemErrorText.shortReason(code: code)
  }
}
