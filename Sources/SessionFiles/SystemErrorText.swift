#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// The system's reason for a failed file operation, as `strerror` words it ("Permission
/// denied"), without Foundation's wrapping sentence.
public enum SystemErrorText {
  /// The reason behind `error`: the POSIX error underneath a file error when there is one,
  /// else the error as text.
  public static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return describe(posix) }
    if let file = error as? CocoaError, let posix = file.underlying as? POSIXError {
      return describe(posix)
    }
    return String(describing: error)
  }

  /// The reason for `errno` value `code` in a few words, for the notice line's marks ("disk
  /// full"); `strerror`'s words for a code without a shorter name.
  public static func shortReason(code: Int32) -> String {
    switch code {
    case ENOSPC: "disk full"
    case EDQUOT: "disk quota exceeded"
    case EFBIG: "file size limit reached"
    case EROFS: "read-only file system"
    case EACCES, EPERM: "permission denied"
    case ENOENT: "directory missing"
    case _: String(cString: strerror(code))
    }
  }

  private static func describe(_ error: POSIXError) -> String {
    String(cString: strerror(error.code.rawValue))
  }
}
