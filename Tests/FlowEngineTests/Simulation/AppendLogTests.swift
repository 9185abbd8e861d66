import CustomDump
import Testing

@testable import FlowEngine

/// The trace's storage reads and compares like an array at every length, including across
/// chunk boundaries, and a copy never sees what the original appends later.
@Suite("AppendLog") struct AppendLogTests {
  static let lengths = [0, 1, 31, 32, 33, 64, 100]

  @Test(arguments: lengths) func readsLikeTheArrayItWasBuiltFrom(length: Int) {
    let elements = Array(0..<length)
    let log = AppendLog(elements)
    expectNoDifference(Array(log), elements)
    expectNoDifference(log.count, length)
    expectNoDifference(log.last, elements.last)
    expectNoDifference(log.reversed(), Array(elements.reversed()))
  }

  @Test func aCopyKeepsItsOwnLengthWhileTheOriginalGrows() {
    var original = AppendLog(0..<40)
    let copy = original
    original.append(contentsOf: 40..<70)
    expectNoDifference(Array(copy), Array(0..<40))
    expectNoDifference(Array(original), Array(0..<70))
    #expect(copy != original)
  }

  @Test func equalityComparesElementsNotStorage() {
    var built = AppendLog<Int>()
    for element in 0..<65 { built.append(element) }
    expectNoDifference(built, AppendLog(0..<65))
    expectNoDifference(built.hashValue, AppendLog(0..<65).hashValue)
    #expect(built != AppendLog(Array(0..<64) + [99]))
  }
}
