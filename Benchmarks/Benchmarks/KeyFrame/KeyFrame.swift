import AgeScreen
import Benchmark
import Stores

/// Key → frame at 120×40 on the default scenario, as the event loop does it: the key table
/// maps the key, the update applies it, and the whole screen is presented as a canvas. The
/// terminal's part (curses sending the changed cells) is measured by scripts/bench-tui.sh.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 20,
    maxDuration: .seconds(3),
    maxIterations: 2_000)

  // The floor: presenting the screen again without a key.
  let idle = KeySession(keys: [], setup: ["3"])
  Benchmark("frame only (no key)") { _ in
    idle.presentOnly()
  }
  keyBenchmark("move j/k in Settings", setup: ["3"], keys: [.character("j"), .character("k")])
  keyBenchmark("focus Tab/Shift-Tab", setup: ["3"], keys: [.tab, .backTab])
  keyBenchmark("simulate Enter/u", setup: [], keys: [.enter, .character("u")])
}

/// One benchmark that presses `keys` in turn after `setup`, one key per sample.
func keyBenchmark(_ name: String, setup: [Character], keys: [Key]) {
  let session = KeySession(keys: keys, setup: setup)
  Benchmark(name) { benchmark in
    benchmark.startMeasurement()
    session.press()
    benchmark.stopMeasurement()
  }
}

/// The TUI's session the benchmark closures share (they run one at a time), on the default
/// scenario as `agetui` opens it: every key goes through the session to the side shown.
final class KeySession: @unchecked Sendable {
  static let size = Size(width: 120, height: 40)
  private var session: Stores.Session
  private let keys: [Key]
  private var next = 0

  init(keys: [Key], setup: [Character]) {
    guard let document = ScenarioDocument(defaultOf: ScenarioLibrary.shelf),
      let opened = try? Stores.session(opening: document, opener: .yaml)
    else { fatalError("the default scenario does not open") }
    session = opened
    self.keys = keys
    blackHole(session.start())
    blackHole(session.present(size: Self.size))
    for key in setup {
      guard let action = session.action(for: .character(key), size: Self.size) else { continue }
      blackHole(session.update(action, size: Self.size))
      blackHole(session.present(size: Self.size))
    }
  }

  /// One key, as the event loop handles it, up to the canvas (the journal's records come back
  /// with the update, and are dropped here).
  func press() {
    let key = keys[next % keys.count]
    next += 1
    guard let action = session.action(for: key, size: Self.size) else { return }
    blackHole(session.update(action, size: Self.size))
    blackHole(session.present(size: Self.size))
  }

  /// The screen presented again, without a key.
  func presentOnly() {
    blackHole(session.present(size: Self.size))
  }
}
