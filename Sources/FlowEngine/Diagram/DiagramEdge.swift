/// One action that moves a store's diagram from one node to another: an edge `agetui graph`
/// draws, labelled with what happened.
public struct DiagramEdge<Node: Hashable & Sendable & Comparable>: Hashable, Sendable, Comparable {
  /// Where it starts.
  public var from: Node
  /// What happened.
  public var label: String
  /// Where it ends.
  public var to: Node

  /// An edge from `from` to `to`, labelled `label`.
  public init(from: Node, label: String, to: Node) {
    self.from = from
    self.label = label
    self.to = to
  }

  /// By start, end, then label.
  public static func < (lhs: DiagramEdge, rhs: DiagramEdge) -> Bool {
    (lhs.from, lhs.to, lhs.label) < (rhs.from, rhs.to, rhs.label)
  }
}
