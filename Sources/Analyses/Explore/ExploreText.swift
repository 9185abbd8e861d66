import FlowEngine
import Reports
import Scenarios

/// Wording shared by the explore reports, every store's: numbers, value sets and cubes.
public enum ExploreText {
  /// `459,360`.
  public static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// `O12`: an outcome's name, numbered from 1.
  static func outcomeName(_ number: Int) -> String {
    "O\(number + 1)"
  }

  /// `1 case`, `2 cases`.
  public static func count(_ value: Int, _ noun: String) -> String {
    "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
  }

  /// The values of a set along an axis; nil when it holds every value.
  ///
  /// Ages that follow each other are written as ranges (`0–12, 30`); a set holding most of an
  /// axis is written by what it leaves out (`not US-TX, US-UT`) when that is shorter.
  static func values(
    _ set: ValueSet, along dimension: ExploreDimension, in space: ExploreSpace,
    listingAll: Bool = false
  ) -> String? {
    let total = space.count(dimension)
    guard set.count < total || listingAll else { return nil }
    let inside = set.positions
    let outside = (0..<total).filter { !set.contains($0) }
    let insideText = list(inside, along: dimension, in: space)
    let outsideText = list(outside, along: dimension, in: space)
    return !outside.isEmpty && outsideText.count + 4 < insideText.count
      ? "not \(outsideText)" : insideText
  }

  private static func list(
    _ positions: [Int], along dimension: ExploreDimension, in space: ExploreSpace
  )
    -> String
  {
    guard dimension == .age else {
      return positions.map { space.valueText(dimension, at: $0) }.joined(separator: ", ")
    }
    let ages = positions.map { space.ages[$0] }.sorted()
    var parts: [String] = []
    var index = 0
    while index < ages.count {
      var end = index
      while end + 1 < ages.count, ages[end + 1] == ages[end] + 1 { end += 1 }
      parts.append(end > index ? "\(ages[index])–\(ages[end])" : "\(ages[index])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// `region US-TX · age 0–12 · family yes`: the axes that do not hold every value, leaving
  /// out `except`; `every case` when all hold every value.
  static func cube(_ cube: ExploreCube, in space: ExploreSpace, except: ExploreDimension? = nil)
    -> String
  {
    let parts = ExploreDimension.allCases.compactMap { dimension -> String? in
      guard dimension != except, let values = values(cube[dimension], along: dimension, in: space)
      else { return nil }
      return "\(dimension.title) \(values)"
    }
    return parts.isEmpty ? "every case" : parts.joined(separator: " · ")
  }

  /// Pads text with spaces to a width.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// Pads text on the left to a width.
  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// `Invariants (…), checked after every action: all held.`, or where they broke.
  public static func invariantsLine(_ rules: [Invariant], passed: Bool, failingCases: Int) -> String
  {
    let names = rules.map(\.rawValue).joined(separator: ", ")
    guard passed else {
      return "Invariants (\(names)), checked after every action: BROKEN in "
        + "\(count(failingCases, "case")); see the end."
    }
    return "Invariants (\(names)), checked after every action: all held."
  }
}
