#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process settles before anything else runs, so that no write of ours can go to the
/// wrong file or end the process unreported (issue 42).
enum ProcessStart {
  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed (`agetui 2>&-`), and
  /// ignores SIGXFSZ.
  ///
  /// A closed standard descriptor is the lowest free number, so the next file opened (a
  /// session's lock, a journal, a picture) would get it, and every warning meant for standard
  /// error would be written into that file. `/dev/null` holds the number, opened the other way
  /// round (read-only for 1 and 2, write-only for 0), so the descriptor still acts closed: a
  /// write to a closed standard output fails with EBADF and is reported (exit 74), as before.
  /// SIGXFSZ's default action ends the process at its first write past `ulimit -f`, saying
  /// nothing; ignored, the write fails with EFBIG and is reported like a full disk
  /// (``OutputCheck``, ``AtomicFile``, the journal).
  static func prepare() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let null = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
      guard null >= 0, null != descriptor else { continue }
      dup2(null, descriptor)
      close(null)
    }
    for signalNumber in SignalPolicy.ignoredSignals {
      signal(signalNumber, SIG_IGN)
    }
  }
}
