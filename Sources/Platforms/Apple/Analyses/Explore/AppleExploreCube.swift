import Analyses
import FlowEngine
import Reports
import Scenarios

/// A block of cases: one set of values per axis, standing for every combination of them.
///
/// `cover(_:in:)` describes any set of cases exactly as a list of such blocks, which is how the
/// text and Markdown tables collapse hundreds of thousands of rows into a few lines.
public struct AppleExploreCube: Hashable, Sendable {
  private var sets:
    (
      AppleValueSet, AppleValueSet, AppleValueSet, AppleValueSet, AppleValueSet, AppleValueSet,
      AppleValueSet,
      AppleValueSet, AppleValueSet
    ) = (
      AppleValueSet(), AppleValueSet(), AppleValueSet(), AppleValueSet(), AppleValueSet(),
      AppleValueSet(), AppleValueSet(),
      AppleValueSet(), AppleValueSet()
    )

  /// The empty cube.
  public init() {}

  /// The values along an axis.
  public subscript(dimension: AppleExploreDimension) -> AppleValueSet {
    get {
      switch dimension {
      case .region: sets.0
      case .sharingMode: sets.1
      case .age: sets.2
      case .family: sets.3
      case .verification: sets.4
      case .signedIn: sets.5
      case .os: sets.6
      case .prompt: sets.7
      case .parent: sets.8
      }
    }
    set {
      switch dimension {
      case .region: sets.0 = newValue
      case .sharingMode: sets.1 = newValue
      case .age: sets.2 = newValue
      case .family: sets.3 = newValue
      case .verification: sets.4 = newValue
      case .signedIn: sets.5 = newValue
      case .os: sets.6 = newValue
      case .prompt: sets.7 = newValue
      case .parent: sets.8 = newValue
      }
    }
  }

  /// The number of cases in the cube.
  public var caseCount: Int {
    AppleExploreDimension.allCases.reduce(1) { $0 * self[$1].count }
  }

  /// Equal when every axis holds the same values.
  public static func == (lhs: AppleExploreCube, rhs: AppleExploreCube) -> Bool {
    AppleExploreDimension.allCases.allSatisfy { lhs[$0] == rhs[$0] }
  }

  /// Hashes every axis.
  public func hash(into hasher: inout Hasher) {
    for dimension in AppleExploreDimension.allCases { hasher.combine(self[dimension]) }
  }

  /// Cubes that hold exactly the given cases (ascending case numbers), in case order.
  ///
  /// Built axis by axis from the slowest: the cases with each value of the axis are covered
  /// along the remaining axes, and identical sub-cubes found under several values become one
  /// cube holding those values. Then cubes that agree on every axis but one are merged along it
  /// until nothing merges. Every step keeps the union exact (it never adds a case), so the
  /// cubes cover precisely the cases given; they are few but not always the fewest possible.
  public static func cover(_ cases: [Int], in space: AppleExploreSpace) -> [AppleExploreCube] {
    var cubes = cover(cases[...], level: 0, in: space)
    while true {
      let before = cubes.count
      for dimension in AppleExploreDimension.allCases.reversed() where space.count(dimension) > 1 {
        cubes = merged(cubes, along: dimension)
      }
      if cubes.count == before { break }
    }
    return cubes.sorted { $0.orderKey.lexicographicallyPrecedes($1.orderKey) }
  }

  /// Covers cases that share their values on the axes before `level`; those axes stay empty in
  /// the cubes returned.
  private static func cover(_ cases: ArraySlice<Int>, level: Int, in space: AppleExploreSpace)
    -> [AppleExploreCube]
  {
    let dimensions = AppleExploreDimension.allCases
    guard level < dimensions.count, let firstCase = cases.first else { return [] }
    let dimension = dimensions[level]
    var found = SubcubeList()
    var start = cases.startIndex
    var value = space.valueIndex(dimension, ofCase: firstCase)
    // Sorted cases sharing the earlier axes list each value of this axis in one run.
    for index in cases.indices {
      let next =
        index + 1 < cases.endIndex ? space.valueIndex(dimension, ofCase: cases[index + 1]) : -1
      guard next != value else { continue }
      let subcubes =
        level + 1 < dimensions.count
        ? cover(cases[start...index], level: level + 1, in: space) : [AppleExploreCube()]
      for subcube in subcubes { found.add(value, to: subcube) }
      start = index + 1
      value = next
    }
    return found.cubes(along: dimension)
  }

  /// Sub-cubes in the order found, each with the values of the axis it was found under. Most
  /// lists are short, so a linear search beats hashing until one grows.
  private struct SubcubeList {
    private var subcubes: [AppleExploreCube] = []
    private var values: [AppleValueSet] = []
    private var positions: [AppleExploreCube: Int] = [:]

    mutating func add(_ value: Int, to subcube: AppleExploreCube) {
      let position: Int?
      if subcubes.count <= 16 {
        position = subcubes.firstIndex(of: subcube)
      } else {
        if positions.isEmpty {
          for (index, known) in subcubes.enumerated() { positions[known] = index }
        }
        position = positions[subcube]
      }
      if let position {
        values[position].insert(value)
        return
      }
      if !positions.isEmpty { positions[subcube] = subcubes.count }
      subcubes.append(subcube)
      values.append(AppleValueSet([value]))
    }

    func cubes(along dimension: AppleExploreDimension) -> [AppleExploreCube] {
      zip(subcubes, values).map { subcube, values in
        var cube = subcube
        cube[dimension] = values
        return cube
      }
    }
  }

  private static func merged(_ cubes: [AppleExploreCube], along dimension: AppleExploreDimension)
    -> [AppleExploreCube]
  {
    var order: [AppleExploreCube] = []
    var unions: [AppleExploreCube: AppleValueSet] = [:]
    for cube in cubes {
      var key = cube
      key[dimension] = AppleValueSet()
      if let known = unions[key] {
        unions[key] = known.union(cube[dimension])
      } else {
        unions[key] = cube[dimension]
        order.append(key)
      }
    }
    return order.map { key in
      var cube = key
      cube[dimension] = unions[key] ?? AppleValueSet()
      return cube
    }
  }

  private var orderKey: [Int] {
    AppleExploreDimension.allCases.map { self[$0].first }
  }
}
