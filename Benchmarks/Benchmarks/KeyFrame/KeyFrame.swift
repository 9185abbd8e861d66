import AgeScreen
import Benchmark

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
    session.save()
  }
}

/// A simulator session the benchmark closures share (they run one at a time).
final class KeySession: @unchecked Sendable {
  static let size = Size(width: 120, height: 40)
  private var shell: AppleShell
  private let keys: [Key]
  private var next = 0

  init(keys: [Key], setup: [Character]) {
    guard let document = ScenarioDocument.defaultScenario,
      let opened = try? AppleShell(document: document)
    else { fatalError("the default scenario does not open") }
    shell = opened
    self.keys = keys
    blackHole(shell.present(size: Self.size))
    for key in setup {
      guard let action = shell.action(for: .character(key), size: Self.size) else { continue }
      _ = shell.update(action, size: Self.size)
      blackHole(shell.present(size: Self.size))
    }
    save()
  }

  /// One key, as the event loop handles it, up to the canvas.
  func press() {
    let key = keys[next % keys.count]
    next += 1
    guard let action = shell.action(for: key, size: Self.size) else { return }
    _ = shell.update(action, size: Self.size)
    blackHole(shell.present(size: Self.size))
  }

  /// The screen presented again, without a key.
  func presentOnly() {
    blackHole(shell.present(size: Self.size))
  }

  /// What the app does after each frame: hands the journal records over (here, drops them).
  func save() {
    blackHole(shell.takeUnsavedRecords())
  }
}
