/// The age ranges Play answers with: the default 0–12, 13–15, 16–17, 18+, or the developer's
/// own minimum ages from Play Console (reference §6.3 [V]).
public struct PlayAgeRanges: Hashable, Sendable {
  /// Where each range starts, after the first, which starts at 0.
  public let minimumAges: [Int]

  /// The default ranges: 0–12, 13–15, 16–17, 18+.
  public static let standard = PlayAgeRanges(checked: [13, 16, 18])

  private init(checked minimumAges: [Int]) {
    self.minimumAges = minimumAges
  }

  /// Custom ranges: one to three minimum ages, rising, at least 2 years apart, from 3 (the
  /// smallest `ageUpper` is 2) to 18 (the largest `ageLower`); or why they are refused.
  public static func custom(_ minimumAges: [Int]) -> Result<PlayAgeRanges, RangeError> {
    guard (1...3).contains(minimumAges.count) else {
      return .failure(.count(minimumAges.count))
    }
    for age in minimumAges where !(3...18).contains(age) {
      return .failure(.outOfBounds(age))
    }
    for (lower, upper) in zip(minimumAges, minimumAges.dropFirst()) where upper - lower < 2 {
      return .failure(.tooClose(lower, upper))
    }
    return .success(PlayAgeRanges(checked: minimumAges))
  }

  /// Why Play Console would refuse a set of minimum ages.
  public enum RangeError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Not one to three ages.
    case count(Int)
    /// An age outside 3…18.
    case outOfBounds(Int)
    /// Two ages less than 2 years apart, or not rising.
    case tooClose(Int, Int)

    /// The refusal, in a sentence.
    public var description: String {
      switch self {
      case .count(let count):
        "Play Console takes one to three minimum ages; got \(count)"
      case .outOfBounds(let age):
        "a minimum age must be from 3 to 18 (ageUpper is at least 2, ageLower at most 18); got \(age)"
      case .tooClose(let lower, let upper):
        "minimum ages must rise and be at least 2 years apart; got \(lower) then \(upper)"
      }
    }
  }

  /// The range holding `age`: its inclusive bounds, the upper one nil for the open top range.
  public func range(holding age: Int) -> (lower: Int, upper: Int?) {
    guard let first = minimumAges.first, age >= first else {
      return (0, (minimumAges.first ?? 1) - 1)
    }
    let index = minimumAges.lastIndex { $0 <= age } ?? 0
    let next = minimumAges.indices.contains(index + 1) ? minimumAges[index + 1] - 1 : nil
    return (minimumAges[index], next)
  }

  /// `0–12, 13–15, 16–17, 18+`.
  public var description: String {
    var lower = 0
    var parts: [String] = []
    for age in minimumAges {
      parts.append("\(lower)–\(age - 1)")
      lower = age
    }
    parts.append("\(lower)+")
    return parts.joined(separator: ", ")
  }
}
