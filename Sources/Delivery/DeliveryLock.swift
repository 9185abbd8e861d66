import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Makes sure one `agetui-deliver` at a time delivers from a state directory, so two
/// followers of one session never both post a notification: an exclusive `flock` on
/// `delivery/deliver.lock`, which holds the holder's PID for the message the second one shows.
/// The system drops the lock when the process ends, however it ends.
public final class DeliveryLock {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Takes the lock at `path`.
  /// - Throws: naming the PID of the process holding it, when another one does.
  public static func acquire(path: String) throws(DeliveryError) -> DeliveryLock {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw DeliveryError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder =
        FileManager.default.contents(atPath: path).map {
          String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        } ?? ""
      close(descriptor)
      let who = holder.isEmpty ? "another agetui-deliver" : "another agetui-deliver (PID \(holder))"
      throw DeliveryError(
        "\(who) is already delivering from \(URL(fileURLWithPath: path).deletingLastPathComponent().path); "
          + "only one delivers at a time, so a notification is never posted twice: stop it first")
    }
    ftruncate(descriptor, 0)
    let text = Array("\(getpid())\n".utf8)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return DeliveryLock(descriptor: descriptor)
  }
}
