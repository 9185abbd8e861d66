import FlowEngine
import Foundation
import Scenarios
import Stores
import Testing

/// Every hostile shape up to the 1 MiB limit is loaded or refused quickly, with a positioned
/// error: the composer never expands aliases, never recurses and never compares whole key
/// trees.
///
/// The time measured is the CPU time of the loading thread, not the wall clock: the tests run
/// in parallel on shared cores, and waiting for a core is not the loader's cost.
@Suite("Hostile YAML shapes")
struct HostileShapeTimingTests {
  /// Under a second in an optimised build (docs/performance.md); an unoptimised build (the
  /// test build, or `swift test`'s debug build) is several times slower, so the test allows it
  /// more. Assertions are checked exactly when the code is unoptimised, whatever SwiftPM's
  /// configuration.
  private static let limit: Duration = {
    var unoptimised = false
    assert(
      {
        unoptimised = true
        return true
      }())
    return unoptimised ? .seconds(5) : .seconds(1)
  }()

  /// The CPU time this thread has used.
  private static func threadTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  @Test("each shape is checked or refused in time", arguments: HostileShapes.all)
  func shape(_ shape: HostileShapes.Shape) {
    let bytes = Array(shape.text.utf8)
    let started = Self.threadTime()
    let outcome = Result { () throws(ScenarioError) in
      try ScenarioLoader.load(bytes: bytes, file: "shape.yaml")
    }
    let elapsed = Self.threadTime() - started
    if case .failure(let error) = outcome {
      #expect(error.file == "shape.yaml" && error.line >= 1 && error.column >= 1)
    }
    #expect(elapsed < Self.limit, "\(shape.name) took \(elapsed) of CPU time")
  }
}
