import Glibc
import Synchronization

@testable import AgeTUI

/// A disk that fills: ``AtomicFile``'s system calls, real until `capacity` bytes have been
/// written through them in all, then a short write up to the capacity and `code` (ENOSPC,
/// EFBIG) for every write after, as a full disk or `ulimit -f` answers.
final class FillingDisk: Sendable {
  private let capacity: Int
  private let code: Int32
  private let written = Mutex(0)
  private let syncCode: Int32?

  /// A disk that takes `capacity` more bytes, then fails writes with `code`; with `syncCode`,
  /// every `fsync` fails with it.
  init(capacity: Int, code: Int32 = ENOSPC, syncCode: Int32? = nil) {
    self.capacity = capacity
    self.code = code
    self.syncCode = syncCode
  }

  /// The calls to give the file.
  var calls: AtomicFile.SystemCalls {
    AtomicFile.SystemCalls(
      write: { descriptor, bytes in self.write(descriptor, bytes) },
      truncate: { descriptor, length in ftruncate(descriptor, length) },
      sync: { descriptor in
        guard let code = self.syncCode else { return fsync(descriptor) }
        errno = code
        return -1
      })
  }

  private func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    let room = written.withLock { capacity - $0 }
    guard room > 0 else {
      errno = code
      return -1
    }
    let count = Glibc.write(descriptor, bytes.baseAddress, min(room, bytes.count))
    if count > 0 { written.withLock { $0 += count } }
    return count
  }
}
