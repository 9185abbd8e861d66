import Apple
import CustomDump
import FlowEngine
import Testing

@Suite("Age gates and ranges")
struct AgeGatesTests {
  @Test(
    "accepts one to three ascending gates two or more years apart",
    arguments: [[13], [13, 16], [13, 16, 18], [2], [2, 4, 6], [18], [2, 99], [16, 18]])
  func valid(gates: [Int]) throws {
    let valid = try AgeGates.validate(gates).get()
    expectNoDifference(valid.values, gates)
  }

  @Test(
    "rejects gates that break a rule, naming the rule",
    arguments: [
      ([], "at least one age gate is required"),
      ([13, 15, 17, 19], "at most 3 age gates are allowed (making 4 ranges); got 4"),
      ([-1, -2, -3, -4], "at most 3 age gates are allowed (making 4 ranges); got 4"),
      ([13, -1, 18], "age gate -1 is negative"),
      ([-5], "age gate -5 is negative"),
      ([-3, 13], "age gate -3 is negative"),
      ([16, 13], "age gates must be in ascending order; 13 follows 16"),
      ([13, 13], "age gates must be in ascending order; 13 follows 13"),
      ([13, 18, 16], "age gates must be in ascending order; 16 follows 18"),
      (
        [1],
        "the range below gate 1 would span less than 2 years; each range must span at least 2 "
          + "years"
      ),
      (
        [0, 13],
        "the range below gate 0 would span less than 2 years; each range must span at least 2 "
          + "years"
      ),
      ([13, 14], "the range 13-13 spans less than 2 years; each range must span at least 2 years"),
      (
        [13, 16, 17],
        "the range 16-16 spans less than 2 years; each range must span at least 2 years"
      ),
    ])
  func invalid(gates: [Int], message: String) {
    expectNoDifference(AgeGates.validate(gates), .failure(.invalidRequest(message)))
  }

  @Test("the WWDC25 examples: gates 13 and 16 for ages 14, 9 and 42")
  func talkExamples() throws {
    let gates = try AgeGates.validate([13, 16]).get()
    expectNoDifference(gates.range(containing: 14), AgeRange(lowerBound: 13, upperBound: 15))
    expectNoDifference(gates.range(containing: 9), AgeRange(lowerBound: nil, upperBound: 12))
    expectNoDifference(gates.range(containing: 42), AgeRange(lowerBound: 16, upperBound: nil))
    expectNoDifference(gates.range(containing: 14).description, "13–15")
    expectNoDifference(gates.range(containing: 9).description, "12 or under")
    expectNoDifference(gates.range(containing: 42).description, "16 or over")
  }

  @Test(
    "a gate is the first age of its range",
    arguments: [
      (0, nil, 12), (12, nil, 12), (13, 13, 15), (15, 13, 15), (16, 16, 17), (17, 16, 17),
      (18, 18, nil), (80, 18, nil),
    ] as [(Int, Int?, Int?)])
  func boundaries(age: Int, lower: Int?, upper: Int?) throws {
    let gates = try AgeGates.validate([13, 16, 18]).get()
    expectNoDifference(gates.range(containing: age), AgeRange(lowerBound: lower, upperBound: upper))
  }

  @Test("lists every range, youngest first")
  func ranges() throws {
    let gates = try AgeGates.validate([13, 16, 18]).get()
    expectNoDifference(
      gates.ranges.map(\.description), ["12 or under", "13–15", "16–17", "18 or over"])
    expectNoDifference(gates.description, "13, 16, 18")
  }

  @Test(
    "clamps gates above the regional maximum to it",
    arguments: [
      ([13, 16], 18, [13, 16]), ([13, 16, 21], 18, [13, 16, 18]), ([20, 25], 18, [18]),
      ([13, 19, 25], 18, [13, 18]), ([13, 21], 19, [13, 19]), ([13, 16, 18], 17, [13, 17]),
      ([17, 20], 18, [18]), ([13, 16, 19], 17, [13, 17]),
    ])
  func clamping(gates: [Int], maximum: Int, expected: [Int]) throws {
    #expect(try AgeGates.validate(gates).get().clamped(toMaximum: maximum).values == expected)
  }

  @Test(
    "clamping never makes a range under two years, which would reveal an exact age",
    arguments: [17, 18, 19, 21])
  func clampingKeepsTwoYearRanges(maximum: Int) throws {
    var gateSets: [[Int]] = []
    for first in 2...25 {
      gateSets.append([first])
      for second in first + 2...27 {
        gateSets.append([first, second])
        for third in second + 2...29 { gateSets.append([first, second, third]) }
      }
    }
    var narrow: [[Int]] = []
    for gates in gateSets {
      let clamped = try AgeGates.validate(gates).get().clamped(toMaximum: maximum)
      let hasOneYearRange = clamped.ranges.contains { range in
        guard let lower = range.lowerBound, let upper = range.upperBound else { return false }
        return upper == lower
      }
      if hasOneYearRange || clamped.values.contains(where: { $0 > maximum }) {
        narrow.append(gates)
      }
    }
    expectNoDifference(gateSets.count, 2_924)
    expectNoDifference(narrow, [])
  }

  @Test(
    "describes ranges the way the talk says them",
    arguments: [
      (13, 15, "13–15"), (nil, 12, "12 or under"), (16, nil, "16 or over"), (nil, nil, "any age"),
    ] as [(Int?, Int?, String)])
  func rangeDescription(lower: Int?, upper: Int?, text: String) {
    expectNoDifference(AgeRange(lowerBound: lower, upperBound: upper).description, text)
  }

  @Test(
    "a range is below an age only when its upper bound is",
    arguments: [
      (nil, 17, 18, true), (16, 17, 18, true), (16, 18, 18, false), (18, nil, 18, false),
      (nil, 12, 13, true), (13, nil, 21, false),
    ] as [(Int?, Int?, Int, Bool)])
  func isBelow(lower: Int?, upper: Int?, age: Int, expected: Bool) {
    expectNoDifference(AgeRange(lowerBound: lower, upperBound: upper).isBelow(age), expected)
  }
}
