import ArgumentParser

/// The `--gates` value: one to three whole numbers separated by commas, not yet checked
/// against either platform's rules.
///
/// Only the shape is checked here, because `requestAgeRange(ageGates:_:_:)` cannot be called
/// with no gate, a fourth gate or a non-number. Negative, repeated, unordered or too-close
/// gates compile in Swift and fail at run time with `invalidRequest`, so they pass through to
/// FlowEngine and come back as that answer.
struct GateList: Hashable, Sendable {
  /// The gates in the order given.
  var values: [Int]

  /// Parses `A[,B[,C]]`; the error says what is wrong with the text.
  static func parse(_ text: String) throws -> GateList {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingSpaces() }
    var values: [Int] = []
    for part in parts {
      guard !part.isEmpty else {
        throw ValidationError("expected one to three ages separated by commas, like 13,16,18")
      }
      guard let value = Int(part) else {
        throw ValidationError("'\(part)' is not a whole number of years")
      }
      values.append(value)
    }
    guard values.count <= 3 else {
      throw ValidationError(
        "at most 3 age gates: Apple's requestAgeRange makes 4 ranges of them, and Play Console "
          + "takes at most three custom minimum ages; got \(values.count)")
    }
    return GateList(values: values)
  }
}
