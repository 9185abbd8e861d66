import FlowEngine

/// Play's approval state machine as a diagram, generated from `GooglePlayPlatform.apply` itself:
/// a supervised child in Texas, one change declared three days ahead, and every sequence of the
/// developer's, the parent's and the clock's actions up to a depth. A node is what Play holds
/// about the app's changes (the change still declared, cancelled, or the status the app reads);
/// an edge is an action that moved it.
public struct PlayApprovalGraph: Hashable, Sendable {
  /// What Play holds about the app's changes.
  public enum Node: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Declared, more than 48 hours before it takes effect.
    case cancellable
    /// Declared, within 48 hours of taking effect: no longer cancellable.
    case locked
    /// Cancelled in Play Console before it took effect.
    case cancelled
    /// In effect; the parent has not answered Play's request (`PENDING`).
    case pending
    /// The parent approved every change in effect (`APPROVED`).
    case approved
    /// The parent declined (`DECLINED`).
    case declined
    /// The parent revoked the app's approval: the install IDs are in Play Console's CSV.
    case revoked

    /// The node's label.
    public var title: String {
      switch self {
      case .cancellable: "declared, cancellable"
      case .locked: "declared, inside 48 h"
      case .cancelled: "cancelled"
      case .pending: "PENDING"
      case .approved: "APPROVED"
      case .declined: "DECLINED"
      case .revoked: "revoked (in the CSV)"
      }
    }

    /// In declaration order of the cases.
    public static func < (lhs: Node, rhs: Node) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// One transition: an action and the node it leads to.
  public typealias Edge = DiagramEdge<Node>

  /// Every transition found, sorted.
  public var edges: [Edge]

  /// How many actions deep the generation looks.
  public static let depth = 6

  /// 2026-07-01, after Texas's law took effect for Play (reference §8.1).
  static let startDay = 20_635

  /// Plays every sequence of actions up to `depth` from the start, for `app`, and keeps each
  /// action that changes the node.
  public static func generate(app: AppConfig) -> PlayApprovalGraph {
    let today = SimDate(daysSinceEpoch: startDay)
    var world = PlayWorld(
      today: today,
      child: PlayChild(
        birthdate: today.adding(years: -14), isSupervised: true, region: "US-TX"),
      app: PlayApp(config: app))
    GooglePlayPlatform.apply(
      .declareChange(id: "change-1", description: "A change.", effective: today.adding(days: 3)),
      in: &world)
    let edges = DiagramWalk.edges(
      from: world, depth: depth, key: Key.init, node: node(of:), actions: actions(in:),
      apply: GooglePlayPlatform.apply)
    return PlayApprovalGraph(edges: edges)
  }

  /// The diagram as Graphviz DOT.
  public func dot() -> String {
    var lines = ["digraph play_approval {", "  rankdir=LR;", "  start [shape=point];"]
    for node in nodes {
      lines.append("  \(node.rawValue) [label=\"\(node.title)\"];")
    }
    lines.append("  start -> cancellable [label=\"developer declares in Play Console\"];")
    for edge in edges {
      lines.append("  \(edge.from.rawValue) -> \(edge.to.rawValue) [label=\"\(edge.label)\"];")
    }
    return (lines + ["}"]).map { $0 + "\n" }.joined()
  }

  /// The diagram as a Mermaid state diagram.
  public func mermaid() -> String {
    var lines = ["stateDiagram-v2"]
    for node in nodes {
      lines.append("  state \"\(node.title)\" as \(node.rawValue)")
    }
    lines.append("  [*] --> cancellable: developer declares in Play Console")
    for edge in edges {
      lines.append("  \(edge.from.rawValue) --> \(edge.to.rawValue): \(edge.label)")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The nodes the edges touch, in case order.
  public var nodes: [Node] {
    Set(edges.flatMap { [$0.from, $0.to] } + [.cancellable]).sorted()
  }

  // MARK: - Generation

  /// What the world's first change and the child's status say, or nil where the start's
  /// assumptions do not hold (no change declared).
  static func node(of world: PlayWorld) -> Node? {
    guard let first = world.changes.first else { return nil }
    if !world.revocations.isEmpty { return .revoked }
    if first.isCancelled { return .cancelled }
    switch world.changeStatus {
    case .pending?: return .pending
    case .approved?: return .approved
    case .declined?: return .declined
    case nil: return first.canBeCancelled(on: world.today) ? .cancellable : .locked
    }
  }

  /// The developer's, the parent's and the clock's actions, each with its edge label. Revoking
  /// and another change come only once the first change is in effect, so each node speaks of
  /// the first change's life.
  static func actions(in world: PlayWorld) -> [(String, PlayAction)] {
    let always: [(String, PlayAction)] = [
      ("a day passes", .advanceClock(days: 1)),
      ("developer cancels", .cancelChange(id: "change-1")),
      ("parent approves in Family Link", .parentAnswers(from: .parentPhone, approve: true)),
      ("parent declines in Family Link", .parentAnswers(from: .parentPhone, approve: false)),
    ]
    guard world.changes.first?.isInEffect(on: world.today) ?? false else { return always }
    return always + [
      ("parent revokes in Family Link", .revoke(from: .parentPhone)),
      (
        "another change takes effect",
        .declareChange(
          id: PlayWorld.ChangeID("change-\(world.changes.count + 1)"),
          description: "Another change.",
          effective: world.today)
      ),
    ]
  }

  /// What makes two worlds the same for the generation: all but the trace and the ledger.
  private struct Key: Hashable {
    var today: SimDate
    var changes: [PlayDeclaredChange]
    var statuses: [PlayWorld.ChangeID: PlaySignificantChangeStatus]
    var requests: [PlayParentRequest]
    var revocations: [PlayRevocation]

    init(_ world: PlayWorld) {
      today = world.today
      changes = world.changes
      statuses = world.statuses
      requests = world.requests
      revocations = world.revocations
    }
  }
}
