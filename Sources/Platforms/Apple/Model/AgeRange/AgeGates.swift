import FlowEngine

/// The one to three ages an app passes to `requestAgeRange(ageGates:_:_:)`, already validated.
public struct AgeGates: Hashable, Sendable, CustomStringConvertible {
  /// The gates in ascending order.
  public let values: [Int]

  /// Validates gates as Apple's rules require, or returns the broken rule.
  ///
  /// Verified: one to three gates, every range at least two years, a negative gate is
  /// `invalidRequest`. Assumed (reference §1.3 [I]): gates out of order or repeated, and a
  /// lowest gate under 2 (its "under" range would span less than two years), are
  /// `invalidRequest` too.
  public static func validate(_ gates: [Int]) -> Result<AgeGates, AgeRangeError> {
    guard !gates.isEmpty else {
      return .failure(.invalidRequest("at least one age gate is required"))
    }
    guard gates.count <= 3 else {
      return .failure(
        .invalidRequest("at most 3 age gates are allowed (making 4 ranges); got \(gates.count)"))
    }
    if let negative = gates.first(where: { $0 < 0 }) {
      return .failure(.invalidRequest("age gate \(negative) is negative"))
    }
    // Neighbours are read by index, not zipped: the runtime finds a zip's types by scanning
    // all of the binary's conformances, at every launch (issue 40).
    for index in 1..<gates.count where gates[index] <= gates[index - 1] {
      return .failure(
        .invalidRequest(
          "age gates must be in ascending order; \(gates[index]) follows \(gates[index - 1])"))
    }
    if let first = gates.first, first < 2 {
      return .failure(
        .invalidRequest(
          "the range below gate \(first) would span less than 2 years; each range must span at "
            + "least 2 years"))
    }
    for index in 1..<gates.count where gates[index] - gates[index - 1] < 2 {
      return .failure(
        .invalidRequest(
          "the range \(gates[index - 1])-\(gates[index] - 1) spans less than 2 years; each range "
            + "must span at least 2 years"))
    }
    return .success(AgeGates(unchecked: gates))
  }

  /// Gates a regulated region imposes, or gates clamped to a regional maximum.
  init(unchecked values: [Int]) {
    self.values = values
  }

  /// The gates with every gate above the regional maximum lowered to it (duplicates merged),
  /// so the top range always starts at the age of an adult in the region.
  ///
  /// A gate one year below a lowered maximum is dropped: keeping it would make a one-year
  /// range (gates 17 and 20 with a maximum of 18 would share "17–17", an exact age), which the
  /// two-year rule exists to prevent. The maximum wins because it is the age of an adult.
  public func clamped(toMaximum maximum: Int) -> AgeGates {
    var result: [Int] = []
    for gate in values.map({ min($0, maximum) }) where result.last != gate {
      result.append(gate)
    }
    if result.count >= 2, result[result.count - 1] - result[result.count - 2] < 2 {
      result.remove(at: result.count - 2)
    }
    return AgeGates(unchecked: result)
  }

  /// The range containing an age.
  public func range(containing age: Int) -> AgeRange {
    let lower = values.last { $0 <= age }
    let upper = values.first { $0 > age }.map { $0 - 1 }
    return AgeRange(lowerBound: lower, upperBound: upper)
  }

  /// Every range these gates make, youngest first.
  public var ranges: [AgeRange] {
    var result: [AgeRange] = []
    var lower: Int?
    for gate in values {
      result.append(AgeRange(lowerBound: lower, upperBound: gate - 1))
      lower = gate
    }
    result.append(AgeRange(lowerBound: lower, upperBound: nil))
    return result
  }

  /// `13, 16`.
  public var description: String {
    values.map(String.init).joined(separator: ", ")
  }
}
