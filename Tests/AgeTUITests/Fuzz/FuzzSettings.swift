import Foundation

/// How large a fuzz campaign is: CI's defaults, or `scripts/fuzz.sh`'s through the
/// environment (`AGETUI_FUZZ_FILES`, `AGETUI_FUZZ_SEED`, `AGETUI_FUZZ_BINARY_EVERY`).
struct FuzzSettings {
  /// Files generated and checked in-process.
  var files = 2_000
  /// The campaign's seed; file `i` is made from seed + i.
  var seed: UInt64 = 2_026
  /// Every this-many-th file also goes through the real binary.
  var binaryEvery = 50
  /// The longest one file may take in-process (a debug build; release is far faster).
  var timeLimit = Duration.seconds(5)
  /// The longest one binary run may take.
  var binaryTimeLimit = Duration.seconds(10)

  /// The settings, with the environment's overrides.
  static var current: FuzzSettings {
    var settings = FuzzSettings()
    let environment = ProcessInfo.processInfo.environment
    if let files = environment["AGETUI_FUZZ_FILES"].flatMap(Int.init) { settings.files = files }
    if let seed = environment["AGETUI_FUZZ_SEED"].flatMap(UInt64.init) { settings.seed = seed }
    if let every = environment["AGETUI_FUZZ_BINARY_EVERY"].flatMap(Int.init), every > 0 {
      settings.binaryEvery = every
    }
    return settings
  }
}
