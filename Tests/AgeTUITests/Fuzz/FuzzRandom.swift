/// A seeded random number generator (SplitMix64): the same seed gives the same files on
/// every machine, so any failure reproduces from the seed and the file's index.
struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator for one seed.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A whole number in `0..<bound` (`bound` at least 1).
  mutating func below(_ bound: Int) -> Int {
    Int.random(in: 0..<max(1, bound), using: &self)
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
