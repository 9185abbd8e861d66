import Glibc

@testable import AgeTUI

/// The faults the journal writer meets in one test session: which saves fail, and how. The
/// test sets ``saveIndex`` before each save; the writer's system calls go through
/// ``calls``.
final class FaultPlan: @unchecked Sendable {
  /// How a faulty save's writes fail.
  enum Fault: CustomStringConvertible, CaseIterable {
    /// The first write stores only half the bytes; the writer must complete the rest.
    case shortWrite
    /// Half the bytes, then the disk is full.
    case shortWriteThenFull
    /// The disk is full.
    case full
    /// An I/O error.
    case inputOutputError
    /// Half the bytes, then an I/O error, and the roll-back (`ftruncate`) fails too.
    case shortWriteThenErrorAndNoRollBack

    var description: String {
      switch self {
      case .shortWrite: "a short write"
      case .shortWriteThenFull: "a short write, then ENOSPC"
      case .full: "ENOSPC"
      case .inputOutputError: "EIO"
      case .shortWriteThenErrorAndNoRollBack: "a short write, then EIO, and ftruncate fails"
      }
    }
  }

  let fault: Fault
  /// The saves whose writes fail.
  let faultySaves: Range<Int>
  /// The save being made.
  var saveIndex = 0 {
    didSet { writesThisSave = 0 }
  }
  private var writesThisSave = 0

  init(_ fault: Fault, saves: Range<Int>) {
    self.fault = fault
    self.faultySaves = saves
  }

  /// The writer's system calls, with this plan's faults.
  var calls: JournalWriter.SystemCalls {
    JournalWriter.SystemCalls(
      write: { [self] descriptor, bytes in write(descriptor, bytes) },
      truncate: { [self] descriptor, length in truncate(descriptor, length) })
  }

  private func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    writesThisSave += 1
    let real = { (count: Int) in Glibc.write(descriptor, bytes.baseAddress, count) }
    guard faultySaves.contains(saveIndex) else { return real(bytes.count) }
    let half = max(1, bytes.count / 2)
    switch fault {
    case .shortWrite:
      return real(writesThisSave == 1 ? half : bytes.count)
    case .shortWriteThenFull, .shortWriteThenErrorAndNoRollBack:
      if writesThisSave == 1 { return real(half) }
      errno = fault == .shortWriteThenFull ? ENOSPC : EIO
      return -1
    case .full:
      errno = ENOSPC
      return -1
    case .inputOutputError:
      errno = EIO
      return -1
    }
  }

  private func truncate(_ descriptor: Int32, _ length: off_t) -> Int32 {
    if fault == .shortWriteThenErrorAndNoRollBack, faultySaves.contains(saveIndex) {
      errno = EIO
      return -1
    }
    return ftruncate(descriptor, length)
  }
}
