import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Appends whole lines to a file (the ledger, the report), each in one `write` on a descriptor
/// opened for appending, so a reader never sees two lines interleaved.
public enum AppendFile {
  /// Appends `text` to `path`, creating it with `mode`.
  public static func append(_ text: String, to path: String, mode: mode_t = 0o644)
    throws(DeliveryError)
  {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw DeliveryError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw DeliveryError("cannot write \(path): \(String(cString: strerror(errno)))")
      }
      written += count
    }
  }
}
