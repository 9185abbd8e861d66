import FlowEngine
import Testing

/// Every hostile shape up to the 1 MiB limit is loaded or refused quickly, with a positioned
/// error: the composer never expands aliases, never recurses and never compares whole keys.
@Suite("Hostile YAML shapes")
struct HostileShapeTimingTests {
  /// Under a second in a release build (docs/performance.md); a debug build is several times
  /// slower, so the test allows it more.
  #if DEBUG
    private static let limit = Duration.seconds(5)
  #else
    private static let limit = Duration.seconds(1)
  #endif

  @Test("each shape is checked or refused in time", arguments: HostileShapes.all)
  func shape(_ shape: HostileShapes.Shape) {
    let clock = ContinuousClock()
    var outcome: Result<Scenario, ScenarioError>?
    let bytes = Array(shape.text.utf8)
    let elapsed = clock.measure {
      outcome = Result { () throws(ScenarioError) in
        try ScenarioLoader.load(bytes: bytes, file: "shape.yaml")
      }
    }
    if case .failure(let error) = outcome {
      #expect(error.file == "shape.yaml" && error.line >= 1 && error.column >= 1)
    }
    print("shape \(shape.name): \(elapsed) → \(String(describing: outcome).prefix(140))")
    #expect(elapsed < Self.limit, "\(shape.name) took \(elapsed)")
  }
}
