import Analyses
import FlowEngine
import Reports
import Scenarios

/// A set of value positions along one axis of a sweep (0 to 191), as a fixed-size bit set so
/// cubes of cases stay plain values that hash quickly.
public struct AppleValueSet: Hashable, Sendable {
  /// The most positions a set can hold; `AppleExploreSpace.problems` refuses longer axes.
  public static let capacity = 192

  private var low: UInt64 = 0
  private var middle: UInt64 = 0
  private var high: UInt64 = 0

  /// The empty set.
  public init() {}

  /// A set holding the positions given.
  public init(_ positions: some Sequence<Int>) {
    for position in positions { insert(position) }
  }

  /// Adds a position.
  public mutating func insert(_ position: Int) {
    let bit = UInt64(1) << UInt64(position % 64)
    switch position / 64 {
    case 0: low |= bit
    case 1: middle |= bit
    case _: high |= bit
    }
  }

  /// Whether a position is in the set.
  public func contains(_ position: Int) -> Bool {
    let bit = UInt64(1) << UInt64(position % 64)
    switch position / 64 {
    case 0: return low & bit != 0
    case 1: return middle & bit != 0
    case _: return high & bit != 0
    }
  }

  /// Both sets' positions.
  public func union(_ other: AppleValueSet) -> AppleValueSet {
    var result = self
    result.low |= other.low
    result.middle |= other.middle
    result.high |= other.high
    return result
  }

  /// The number of positions.
  public var count: Int { low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount }

  /// The positions, ascending.
  public var positions: [Int] {
    (0..<Self.capacity).filter(contains)
  }

  /// The lowest position (`capacity` when empty), for ordering.
  public var first: Int {
    if low != 0 { return low.trailingZeroBitCount }
    if middle != 0 { return 64 + middle.trailingZeroBitCount }
    if high != 0 { return 128 + high.trailingZeroBitCount }
    return Self.capacity
  }
}
