import Analyses
import FlowEngine

/// How Apple's sweep writes a set of values along one of its axes, and a cube of cases.
extension ExploreText {
  /// The values of a set along an axis; nil when it holds every value.
  ///
  /// Ages that follow each other are written as ranges (`0–12, 30`); a set holding most of an
  /// axis is written by what it leaves out (`not US-TX, US-UT`) when that is shorter.
  static func values(
    _ set: AppleValueSet, along dimension: AppleExploreDimension, in space: AppleExploreSpace,
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
    _ positions: [Int], along dimension: AppleExploreDimension, in space: AppleExploreSpace
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
  static func cube(
    _ cube: AppleExploreCube, in space: AppleExploreSpace, except: AppleExploreDimension? = nil
  )
    -> String
  {
    let parts = AppleExploreDimension.allCases.compactMap { dimension -> String? in
      guard dimension != except, let values = values(cube[dimension], along: dimension, in: space)
      else { return nil }
      return "\(dimension.title) \(values)"
    }
    return parts.isEmpty ? "every case" : parts.joined(separator: " · ")
  }
}
