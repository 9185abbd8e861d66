/// How a store's diagram is found rather than drawn by hand: every action is played from a
/// start world, breadth first, and each one that changes the world's node is an edge. Google
/// Play's approval machine and Amazon Appstore's consent per version are generated this way.
public enum DiagramWalk {
  /// The edges found by playing each of `actions`' actions (a label and the action) with
  /// `apply` in every world reached from `start`, at most `depth` actions deep (until nothing
  /// new is reached, when nil), sorted. A world is played on only the first time its `key` is
  /// seen; a world without a node (`node` is nil) is not drawn.
  public static func edges<World, Key: Hashable, Node, Action>(
    from start: World, depth: Int? = nil, key: (World) -> Key, node: (World) -> Node?,
    actions: (World) -> [(String, Action)], apply: (Action, inout World) -> Void
  ) -> [DiagramEdge<Node>] {
    var edges = Set<DiagramEdge<Node>>()
    var seen: Set<Key> = [key(start)]
    var frontier = [start]
    var level = 0
    while !frontier.isEmpty, depth.map({ level < $0 }) ?? true {
      var next: [World] = []
      for world in frontier {
        guard let from = node(world) else { continue }
        for (label, action) in actions(world) {
          var after = world
          apply(action, &after)
          guard let to = node(after) else { continue }
          if seen.insert(key(after)).inserted { next.append(after) }
          if to != from { edges.insert(DiagramEdge(from: from, label: label, to: to)) }
        }
      }
      frontier = next
      level += 1
    }
    return edges.sorted()
  }
}
