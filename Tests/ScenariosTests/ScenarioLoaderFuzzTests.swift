import FlowEngine
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

/// Truncated and garbled files never crash the loader: each either loads or gives an error
/// with a real position.
@Suite("Scenario loader fuzz")
struct ScenarioLoaderFuzzTests {
  /// A deterministic generator, so a failure reproduces.
  private struct Generator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// The default scenario, and the Texas teen on both stores (Apple's and Play's keys).
  static let names = ["texas-teen", "texas-teen-both-stores"]

  private static func source(_ name: String) -> String {
    ScenarioLibrary.sources.first { $0.name == name }?.yaml ?? ""
  }

  private static func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      // What loads plays on Google Play too, where it has a part there.
      _ = PlayScenarioRunner.run(try ScenarioLoader.load(bytes: bytes, file: "fuzz.yaml"))
    } catch {
      #expect(error.file == "fuzz.yaml", sourceLocation: sourceLocation)
      #expect(error.line >= 1 && error.column >= 1, sourceLocation: sourceLocation)
      #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }
  }

  @Test("every truncation of each source loads or errs with a position", arguments: names)
  func truncations(name: String) {
    let bytes = Array(Self.source(name).utf8)
    #expect(bytes.count > 1000)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      Self.check(Array(bytes.prefix(length)))
    }
  }

  @Test("random byte damage never crashes", arguments: 0..<8, names)
  func damage(seed: Int, name: String) {
    var generator = Generator(state: UInt64(seed) + 1)
    let original = Array(Self.source(name).utf8)
    let noise: [UInt8] = Array("[]{}:-,'\"&*!|>#\t\n \u{0}x9".utf8) + [0xFF, 0xC3]
    for _ in 0..<40 {
      var bytes = original
      for _ in 0..<(1 + generator.next(below: 6)) {
        let index = generator.next(below: bytes.count)
        bytes[index] = noise[generator.next(below: noise.count)]
      }
      Self.check(bytes)
    }
  }

  @Test(
    "garbage files never crash",
    arguments: [
      "", "\u{0}", ":", "- - - -", "[[[[", "]]]]", "{a: [b, {c: }", "? a\n: b", "!!binary x",
      "%YAML 1.2\n---\nname: x", "name: \"unterminated", "name: 'x", "\u{FEFF}", "*x", "&a b",
      "name: x\n  bad: indent", String(repeating: "- ", count: 200) + "x",
      String(repeating: "a:\n ", count: 60), "{\"name\": 1e999}",
    ])
  func garbage(text: String) {
    Self.check(Array(text.utf8))
  }
}
