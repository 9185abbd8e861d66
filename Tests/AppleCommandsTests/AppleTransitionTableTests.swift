import CustomDump
import FlowEngine
import Reports
import Scenarios
import Stores
import Testing

@testable import AppleCommands

/// The state diagram comes from `SignificantChangeFlow.transition`: its edges are exactly the
/// step-changing transitions of the representatives, a few key ones are stated by hand, and
/// DOT and Mermaid draw the table as it is.
@Suite("Transition table and flow graph")
struct AppleTransitionTableTests {
  private typealias Edge = AppleTransitionTable.Edge
  private typealias Node = AppleTransitionTable.Node

  private static func table() throws -> AppleTransitionTable {
    AppleTransitionTable.generate(app: try ScenarioLibrary.defaultScenario.world.app)
  }

  private static func node(_ step: FlowStep) -> Node { AppleTransitionTable.node(step) }

  @Test("the edges are exactly the representatives' step-changing transitions")
  func edgesMatchTheFunction() throws {
    let app = try ScenarioLibrary.defaultScenario.world.app
    let table = AppleTransitionTable.generate(app: app)
    struct Triple: Hashable {
      var from: String
      var to: String
      var event: String
    }
    var expected: Set<Triple> = []
    let features: [[RegulatoryFeature]] = [
      [], [.declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent],
      [.declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification],
      [
        .declaredAgeRangeRequired, .significantAppChangeRequiresAdultNotification,
        .significantAppChangeRequiresParentalConsent,
      ],
    ]
    for step in AppleTransitionTable.representativeSteps {
      for (event, qualifier) in AppleTransitionTable.representativeEvents(app: app) {
        for required in features {
          for policy in DeclinedSharingPolicy.allCases {
            let state = AppFlowState(
              step: step, requiredFeatures: required, pendingChanges: app.changes)
            let next = SignificantChangeFlow.transition(
              from: state, on: event,
              context: FlowContext(app: app, assumptions: Assumptions(declinedSharing: policy)))
            guard next.state.step != step else { continue }
            let name = AppleTransitionTable.eventName(event)
            expected.insert(
              Triple(
                from: Self.node(step).label, to: Self.node(next.state.step).label,
                event: qualifier.isEmpty ? name : "\(name)(\(qualifier))"))
          }
        }
      }
    }
    var actual: Set<Triple> = []
    for edge in table.edges {
      for qualifier in edge.qualifiers.isEmpty ? [""] : edge.qualifiers {
        actual.insert(
          Triple(
            from: edge.from.label, to: edge.to.label,
            event: qualifier.isEmpty ? edge.event : "\(edge.event)(\(qualifier))"))
      }
    }
    expectNoDifference(actual, expected)
    expectNoDifference(table.edges.count, 44)
  }

  @Test("key transitions, stated by hand")
  func keyEdges() throws {
    let edges = try Self.table().edges
    let requesting = Self.node(.requestingAgeSignal(retrying: nil))
    let approval = Self.node(
      .needsParentalApproval(.minor(AgeRange(lowerBound: 13, upperBound: 15))))
    let waiting = Self.node(
      .waitingForParent(.minor(AgeRange(lowerBound: 13, upperBound: 15)), approvalID: 1))
    let checkingFeature = Self.node(.checkingFeature(after: .minor))
    #expect(
      edges.contains(
        Edge(
          from: requesting, to: approval, event: "ageRangeReceived", qualifiers: ["minor"],
          condition: "parental consent required", effects: [])))
    #expect(
      edges.contains(
        Edge(
          from: requesting, to: checkingFeature, event: "ageRangeReceived", qualifiers: ["minor"],
          condition: "no parental consent required",
          effects: ["markHandled", "requestAgeRange(13, 16)"])))
    #expect(
      edges.contains(
        Edge(
          from: requesting, to: approval, event: "ageRangeReceived", qualifiers: ["declined"],
          condition: "parental consent required and declined sharing treated as a minor",
          effects: [])))
    #expect(
      edges.contains(
        Edge(
          from: waiting,
          to: Self.node(
            .blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15))))),
          event: "parentAnswered",
          qualifiers: ["declined"], condition: nil, effects: [])))
    #expect(
      edges.contains(
        Edge(
          from: Self.node(
            .blocked(.approvalLapsed(.minor(AgeRange(lowerBound: 13, upperBound: 15))))),
          to: waiting, event: "questionSent",
          qualifiers: [], condition: nil, effects: [])))
    #expect(
      edges.contains(
        Edge(
          from: Self.node(.notRunning), to: Self.node(.blocked(.consentRevoked)),
          event: "launched", qualifiers: ["consent revoked"], condition: nil, effects: [])))
    #expect(
      edges.contains(
        Edge(
          from: checkingFeature, to: Self.node(.running(featureEnabled: false, after: .minor)),
          event: "featureAgeRangeReceived", qualifiers: ["15 or under", "declined", "error"],
          condition: nil, effects: [])))
    // iOS 27: the right Screen Time passcode approves in person, like a parent's approval.
    #expect(
      edges.contains(
        Edge(
          from: approval, to: checkingFeature, event: "approvedInPerson", qualifiers: [],
          condition: nil, effects: ["markHandled", "requestAgeRange(13, 16)"])))
    // A declined parent's answer never unblocks: nothing leaves blocked (parent-declined) but
    // closing the app.
    expectNoDifference(
      edges.filter {
        $0.from
          == Self.node(.blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15)))))
      }.map(\.event), ["closed"])
  }

  @Test("every step and every block reason is a node")
  func coverage() throws {
    let labels = try Self.table().nodes.map(\.label)
    for name in FlowStep.allNames where name != "blocked" && name != "running" {
      #expect(labels.contains(name))
    }
    for reason in BlockReason.allNames {
      #expect(labels.contains("blocked (\(reason))"))
    }
    #expect(labels.contains("running (feature on)"))
    #expect(labels.contains("running (feature off)"))
    expectNoDifference(labels.count, 15)
  }

  @Test("closing the app from every other step is drawn once")
  func universal() throws {
    let table = try Self.table()
    expectNoDifference(
      table.universalEdges,
      [
        Edge(
          from: Node(id: "everyOtherStep", label: "every other step"),
          to: Self.node(.notRunning), event: "closed", qualifiers: [], condition: nil,
          effects: [])
      ])
    expectNoDifference(table.drawnEdges(foldingUniversal: true).count, 30)
    expectNoDifference(table.drawnEdges(foldingUniversal: false), table.edges)
  }

  @Test("the DOT graph draws every edge of the table and nothing else")
  func dotMatchesTable() throws {
    let table = try Self.table()
    let arrows = table.dot(foldingUniversal: false).split(separator: "\n")
      .filter { $0.contains(" -> ") && !$0.contains("start ->") }
    expectNoDifference(arrows.count, table.edges.count)
    for (line, edge) in zip(arrows, table.edges) {
      #expect(line.hasPrefix("  \(edge.from.id) -> \(edge.to.id) [label=\"\(edge.eventLabel)"))
    }
    let mermaidArrows = table.mermaid(foldingUniversal: false).split(separator: "\n")
      .filter { $0.contains(" --> ") && !$0.contains("[*]") }
    expectNoDifference(
      mermaidArrows.map(String.init),
      table.edges.map { "  \($0.from.id) --> \($0.to.id) : \(MermaidText.escaped($0.label))" })
  }

  /// Two steps, an edge whose label needs escaping, and a universal edge.
  private static let tiny: AppleTransitionTable = {
    let idle = Node(id: "idle", label: "idle \"quiet\"")
    let busy = Node(id: "busy", label: "busy; <working>")
    return AppleTransitionTable(
      nodes: [idle, busy],
      edges: [
        Edge(
          from: idle, to: busy, event: "start", qualifiers: ["now", "#1"],
          condition: "50% ready", effects: ["go"]),
        Edge(from: busy, to: idle, event: "closed", qualifiers: [], condition: nil, effects: []),
      ], start: idle)
  }()

  @Test("DOT for a tiny table")
  func tinyDot() {
    expectNoDifference(
      Self.tiny.dot(),
      """
      digraph SignificantChangeFlow {
        rankdir=TB;
        node [shape=box, style=rounded, fontname="Helvetica"];
        edge [fontname="Helvetica", fontsize=10];
        start [shape=point, label=""];
        idle [label="idle \\"quiet\\""];
        busy [label="busy; <working>"];
        everyOtherStep [label="every other step", shape=plaintext];
        start -> idle;
        idle -> busy [label="start(now | #1)\\nwhen 50% ready\\n/ go"];
        everyOtherStep -> idle [label="closed", style=dashed, color=gray50, fontcolor=gray50];
      }

      """)
  }

  @Test("Mermaid for a tiny table, special characters as entity codes")
  func tinyMermaid() {
    expectNoDifference(
      Self.tiny.mermaid(),
      """
      stateDiagram-v2
        state "idle #quot;quiet#quot;" as idle
        state "busy#59; #lt;working#gt;" as busy
        [*] --> idle
        idle --> busy : start(now | #35;1), when 50#37; ready / go
        note left of idle : closed from every other step leads here

      """)
    expectNoDifference(
      Self.tiny.mermaid(foldingUniversal: false),
      """
      stateDiagram-v2
        state "idle #quot;quiet#quot;" as idle
        state "busy#59; #lt;working#gt;" as busy
        [*] --> idle
        idle --> busy : start(now | #35;1), when 50#37; ready / go
        busy --> idle : closed

      """)
  }
}
