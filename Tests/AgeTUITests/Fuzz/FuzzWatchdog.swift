import Foundation

/// Runs work on another thread and waits at most a time limit for it: a hang is reported and
/// left behind instead of stopping the whole test run.
enum FuzzWatchdog {
  /// Holds the worker's result until the waiting thread reads it; the semaphore orders the
  /// write before the read.
  private final class Slot<Value>: @unchecked Sendable {
    var value: Value?
  }

  /// The work's result, or nil when it was still running at the limit.
  static func run<Value>(timeLimit: Duration, _ work: @escaping @Sendable () -> Value) -> Value? {
    let slot = Slot<Value>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      slot.value = work()
      done.signal()
    }
    let (seconds, attoseconds) = timeLimit.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
    return slot.value
  }
}
