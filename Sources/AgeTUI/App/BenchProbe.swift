#if canImport(Glibc)
  import Glibc
#endif

/// Timestamps for `scripts/bench-tui.sh`, written only when the environment asks for them.
///
/// - `AGETUI_BENCH_FIRST_FRAME_FILE`: after the first frame is on the terminal, the file gets
///   CLOCK_REALTIME in nanoseconds (comparable with `date +%s%N` taken before exec).
/// - `AGETUI_BENCH_KEY_FILE`: for every key that led to a redraw, a line with the nanoseconds
///   from reading the key to the end of the redraw (CLOCK_MONOTONIC), then the three parts of
///   that time: the update, building the frame (`present`) and handing it to the terminal.
struct BenchProbe {
  private let firstFramePath: String?
  private let keyPath: String?
  private var firstFrameWritten = false

  /// Reads the probe settings from `environment`.
  init(environment: [String: String]) {
    firstFramePath = environment["AGETUI_BENCH_FIRST_FRAME_FILE"].flatMap { $0.isEmpty ? nil : $0 }
    keyPath = environment["AGETUI_BENCH_KEY_FILE"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Monotonic nanoseconds, for measuring one key.
  static func now() -> Int64 { clock(CLOCK_MONOTONIC) }

  /// Records the first frame once.
  mutating func firstFrameDrawn() {
    guard let firstFramePath, !firstFrameWritten else { return }
    firstFrameWritten = true
    Self.append("\(Self.clock(CLOCK_REALTIME))\n", to: firstFramePath)
  }

  /// Whether keys are timed, so the loop reads the clock between a key's parts only then.
  var timesKeys: Bool { keyPath != nil }

  /// When one key's parts ended, as ``now()`` read them.
  struct KeyTimes {
    /// When the key was read.
    var started: Int64
    /// When the update ended.
    var updated: Int64
    /// When the frame was built.
    var presented: Int64
    /// When the terminal had drawn it.
    var drawn: Int64
  }

  /// Records how long a key took, from reading it to the end of its redraw, and its parts.
  func keyHandled(_ times: KeyTimes) {
    guard let keyPath else { return }
    let parts = [
      times.drawn - times.started, times.updated - times.started,
      times.presented - times.updated, times.drawn - times.presented,
    ]
    Self.append(parts.map(String.init).joined(separator: " ") + "\n", to: keyPath)
  }

  private static func clock(_ id: clockid_t) -> Int64 {
    var time = timespec()
    clock_gettime(id, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  private static func append(_ text: String, to path: String) {
    guard let file = fopen(path, "a") else { return }
    fputs(text, file)
    fclose(file)
  }
}
