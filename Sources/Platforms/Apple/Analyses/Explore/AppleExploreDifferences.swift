import Analyses
import FlowEngine
import Reports
import Scenarios

/// Where one axis (the OS version or the region) changes the outcome.
///
/// Cases that differ only along the axis form a group; a group whose cases do not all end the
/// same way differs. Differing groups with the same outcomes along the axis share a pattern,
/// and each pattern lists, as cubes, the other axes' values of its groups.
public struct AppleExploreDifferences: Sendable {
  /// One way the outcome changes along the axis.
  public struct Pattern: Sendable {
    /// The outcome number for each value of the axis, in the space's order.
    public var outcomes: [Int]
    /// The groups showing the pattern, each named by its first case.
    public var groups: [Int]
    /// The groups as cubes over the other axes (the axis itself holds its first value only).
    public var cubes: [AppleExploreCube]
  }

  /// The axis compared.
  public var dimension: AppleExploreDimension
  /// The number of groups (cases that differ only along the axis).
  public var groupCount: Int
  /// The patterns, in the order of their first group.
  public var patterns: [Pattern]

  /// The number of groups whose outcomes differ along the axis.
  public var differingGroupCount: Int { patterns.reduce(0) { $0 + $1.groups.count } }

  /// Compares a sweep along an axis (an axis with one value has no differing groups).
  public init(_ result: AppleExploreResult, along dimension: AppleExploreDimension) {
    let space = result.space
    self.dimension = dimension
    let count = space.count(dimension)
    let stride = space.stride(dimension)
    groupCount = count == 0 ? 0 : result.caseCount / count
    var order: [[Int]] = []
    var members: [[Int]: [Int]] = [:]
    if count > 1 {
      for base in 0..<result.caseCount where space.valueIndex(dimension, ofCase: base) == 0 {
        let first = result.caseOutcomes[base]
        var differs = false
        for position in 1..<count where result.caseOutcomes[base + position * stride] != first {
          differs = true
          break
        }
        guard differs else { continue }
        let outcomes = (0..<count).map { Int(result.caseOutcomes[base + $0 * stride]) }
        if members[outcomes] == nil { order.append(outcomes) }
        members[outcomes, default: []].append(base)
      }
    }
    patterns = order.map { outcomes in
      let groups = members[outcomes] ?? []
      return Pattern(
        outcomes: outcomes, groups: groups, cubes: AppleExploreCube.cover(groups, in: space))
    }
  }
}
