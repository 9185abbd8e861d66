import CustomDump
import Testing

@testable import AgeTUI

/// A campaign split between lanes reports what one lane going through every file would have:
/// the counts summed and the first findings in the order of their files.
@Suite("Fuzz: tallies merged from lanes")
struct FuzzTallyTests {
  /// A lane's tally that checked `files` and noted one broken rule for each of `broken`, in
  /// order, and a second finding for `twice`.
  static func lane(files: [Int], broken: [Int], twice: Int? = nil) -> FuzzTally {
    var tally = FuzzTally()
    tally.files = files.count
    for file in broken {
      tally.brokenRules += 1
      tally.note("fuzz-\(file): first", file: file)
      if file == twice { tally.note("fuzz-\(file): second", file: file) }
    }
    return tally
  }

  @Test("the counts are summed and the findings are in file order, a file's own in lane order")
  func merged() {
    let tally = FuzzTally(merging: [
      Self.lane(files: [0, 2, 4, 6], broken: [2, 6], twice: 6),
      Self.lane(files: [1, 3, 5], broken: [1, 5]),
    ])
    expectNoDifference(tally.files, 7)
    expectNoDifference(tally.brokenRules, 4)
    #expect(tally.crashes == 0 && tally.hangs == 0 && tally.badExitCodes == 0)
    expectNoDifference(
      tally.examples,
      [
        "fuzz-1: first", "fuzz-2: first", "fuzz-5: first", "fuzz-6: first", "fuzz-6: second",
      ])
    expectNoDifference(
      tally.summary, "fuzz: 7 files, 0 crashes, 0 hangs, 0 bad exit codes, 4 broken rules")
  }

  @Test("of many findings, the first twenty by file are kept, as one lane would keep them")
  func firstTwenty() {
    let even = Array(stride(from: 0, to: 60, by: 2))
    let odd = Array(stride(from: 1, to: 60, by: 2))
    let merged = FuzzTally(merging: [
      Self.lane(files: even, broken: even), Self.lane(files: odd, broken: odd),
    ])
    let single = Self.lane(files: Array(0..<60), broken: Array(0..<60))
    expectNoDifference(merged.examples, single.examples)
    expectNoDifference(merged.examples, (0..<20).map { "fuzz-\($0): first" })
    expectNoDifference(merged.brokenRules, 60)
    expectNoDifference(merged.files, 60)
  }
}
