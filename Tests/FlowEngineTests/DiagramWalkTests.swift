import CustomDump
import Testing

@testable import FlowEngine

/// A store's diagram is found by playing its actions breadth first: on a counter whose node
/// is its value modulo 3, "+1" and "+2" give every edge between the three nodes, however the
/// walk is bounded, and a world without a node is never drawn.
@Suite struct DiagramWalkTests {
  typealias Edge = DiagramEdge<Int>

  /// Every edge of the counter modulo 3, sorted by start, end and label.
  static let everyEdge = [
    Edge(from: 0, label: "+1", to: 1), Edge(from: 0, label: "+2", to: 2),
    Edge(from: 1, label: "+2", to: 0), Edge(from: 1, label: "+1", to: 2),
    Edge(from: 2, label: "+1", to: 0), Edge(from: 2, label: "+2", to: 1),
  ]

  static func walk(depth: Int?, key: (Int) -> Int, node: (Int) -> Int?) -> [Edge] {
    DiagramWalk.edges(
      from: 0, depth: depth, key: key, node: node, actions: { _ in [("+1", 1), ("+2", 2)] },
      apply: { step, world in world += step })
  }

  @Test(
    "the walk finds every edge, sorted, bounded by depth or by the worlds seen",
    arguments: [
      (2 as Int?, false, everyEdge), (nil, true, everyEdge),
      (1, false, [Edge(from: 0, label: "+1", to: 1), Edge(from: 0, label: "+2", to: 2)]),
      (0, false, []),
    ] as [(Int?, Bool, [Edge])])
  func edges(depth: Int?, keyedByNode: Bool, expected: [Edge]) {
    expectNoDifference(
      Self.walk(depth: depth, key: { keyedByNode ? $0 % 3 : $0 }, node: { $0 % 3 }), expected)
  }

  @Test("a world without a node is neither drawn nor played on")
  func worldsWithoutANodeAreLeftOut() {
    expectNoDifference(
      Self.walk(depth: nil, key: { $0 }, node: { $0 < 2 ? $0 : nil }),
      [Edge(from: 0, label: "+1", to: 1)])
  }
}
