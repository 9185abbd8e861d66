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

  private static func describe(_ error: POSIXError) -> String {
    String(cString: strerror(error.code.rawValue))
  }
}
