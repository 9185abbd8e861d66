import Foundation

/// Runs work on another thread and waits at most a time limit for it: a hang is reported and
/// left behind instead of stopping the whole test run.
enum FuzzWatchdog {
  /// Holds the worker's result until the waiting thread reads it; the semaphore orders the
  /// write before the read.
  private final class Slot<Value>: @unchecked Sendable {
    var value: Value?
  }

  /// How many more time limits work that overran gets before it counts as a hang. The limit is
  /// wall-clock time, and the fuzz shares the process with every other suite (and CI machines
  /// with other jobs): under load a file that takes 1 s alone has overrun 5 s. A hang never
  /// finishes, so waiting longer only costs time when something really hangs.
  static let graceLimits = 11

  /// The work's result, or nil when it was still running at the limit and after the grace.
  static func run<Value>(timeLimit: Duration, _ work: @escaping @Sendable () -> Value) -> Value? {
    let slot = Slot<Value>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      slot.value = work()
      done.signal()
    }
    let (seconds, attoseconds) = (timeLimit * (1 + graceLimits)).components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
    return slot.value
  }
}
