import AmazonAppstore
import FlowEngine
import StoreCommands

/// Amazon's consent per app version as a diagram, generated from `AmazonPlatform.apply`
/// itself: a supervised 14-year-old in Texas whose parent consented to the download, at most
/// one significant change reported, and every sequence of the developer's and the parent's
/// actions up to a depth. A node is the app version the consent is for, where the parent's
/// consent to it stands, and what `GetUserAgeData` then answers in `userStatus`; an edge is an
/// action that moved it. The parent's side is AgeTUI's invention (amazon.md §10), so its edges
/// carry the wording mark.
public struct AmazonConsentGraph: GraphDrawing, Hashable, Sendable {
  /// One version's consent and what the app reads.
  public struct Node: Hashable, Sendable, Comparable {
    /// 1 before a significant change is reported, 2 after.
    public var version: Int
    /// Where the parent's consent to that version stands.
    public var consent: AmazonConsent
    /// The `userStatus` the app reads (nil: null).
    public var reads: AmazonUserStatus?

    /// The node's name in DOT and Mermaid (`v2_pending`).
    public var id: String { "v\(version)_\(consent.rawValue)" }

    /// The node's label.
    public var title: String {
      let status = reads.map { $0 == .notApplicable ? "\"\"" : $0.rawValue } ?? "null"
      return "version \(version), consent \(consent.rawValue), app reads \(status)"
    }

    /// By version, then in `AmazonConsent`'s order.
    public static func < (lhs: Node, rhs: Node) -> Bool {
      let order = AmazonConsent.allCases
      return (lhs.version, order.firstIndex(of: lhs.consent) ?? 0)
        < (rhs.version, order.firstIndex(of: rhs.consent) ?? 0)
    }
  }

  /// One consent step: an action and the node it leads to.
  public typealias Edge = DiagramEdge<Node>

  /// Every transition found, sorted.
  public var edges: [Edge]
  /// Where the diagram starts: the first version, consented to at the download.
  public var start: Node

  /// How many actions deep the generation looks.
  public static let depth = 6

  /// 2026-07-01: Amazon answers live in Texas (from the stay, amazon.md §8 [I]).
  static let startDay = SimDate(year: 2026, month: 7, day: 1) ?? SimDate(daysSinceEpoch: 0)

  /// The edge into the start.
  static let startLabel = "\(markedParent) consents to the download"

  /// The parent, as the labels name them: marked, as Amazon documents nothing they see.
  static let markedParent = "≈ parent"

  /// Plays every sequence of actions up to `depth` from the start, for `app`, and keeps each
  /// action that changes the node.
  public static func generate(app: AppConfig) -> AmazonConsentGraph {
    let today = startDay
    let world = AmazonWorld(
      today: today,
      child: AmazonChild(
        birthdate: today.adding(years: -14).adding(months: -6), isSupervised: true,
        region: "US-TX"),
      app: AmazonApp(config: app), consentedOn: today)
    let edges = DiagramWalk.edges(
      from: world, depth: depth, key: Key.init, node: node(of:), actions: actions(in:),
      apply: AmazonPlatform.apply)
    return AmazonConsentGraph(edges: edges, start: node(of: world))
  }

  /// The nodes the edges touch, the start first.
  public var nodes: [Node] {
    Set(edges.flatMap { [$0.from, $0.to] } + [start]).sorted()
  }

  /// The diagram as Graphviz DOT.
  public func dot() -> String {
    var lines = ["digraph amazon_consent {", "  rankdir=LR;", "  start [shape=point];"]
    for node in nodes {
      lines.append("  \(node.id) [label=\"\(node.title)\"];")
    }
    lines.append("  start -> \(start.id) [label=\"\(Self.startLabel)\"];")
    for edge in edges {
      lines.append("  \(edge.from.id) -> \(edge.to.id) [label=\"\(edge.label)\"];")
    }
    return (lines + ["}"]).map { $0 + "\n" }.joined()
  }

  /// The diagram as a Mermaid state diagram.
  public func mermaid() -> String {
    var lines = ["stateDiagram-v2"]
    for node in nodes {
      lines.append("  state \"\(node.title)\" as \(node.id)")
    }
    lines.append("  [*] --> \(start.id): \(Self.startLabel)")
    for edge in edges {
      lines.append("  \(edge.from.id) --> \(edge.to.id): \(edge.label)")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  // MARK: - Generation

  /// The version, the consent and what the app reads in `world`.
  static func node(of world: AmazonWorld) -> Node {
    Node(
      version: world.changes.count + 1, consent: world.consent,
      reads: GetUserAgeData.answer(world.query).row.userStatus)
  }

  /// The developer's and the parent's actions, each with its edge label; one change at most,
  /// so each node speaks of the first two versions.
  static func actions(in world: AmazonWorld) -> [(String, AmazonAction)] {
    var actions: [(String, AmazonAction)] = [
      ("\(markedParent) consents", .parentConsents(from: .parentPhone)),
      ("\(markedParent) withholds consent", .parentWithholds(from: .parentPhone)),
      ("\(markedParent) revokes (the next report lists it)", .parentRevokes(from: .parentPhone)),
    ]
    if world.changes.isEmpty {
      actions.append(
        (
          "developer reports a significant change",
          .reportChange(id: "change-1", description: "A significant change.")
        ))
    }
    return actions
  }

  /// What makes two worlds the same for the generation: all but the trace and the ledger.
  private struct Key: Hashable {
    var changes: [AmazonReportedChange]
    var requests: [AmazonConsentRequest]
    var consentedThrough: Int?
    var isRevoked: Bool

    init(_ world: AmazonWorld) {
      changes = world.changes
      requests = world.requests
      consentedThrough = world.consentedThrough
      isRevoked = world.isRevoked
    }
  }
}
