import Apple
import FlowEngine
import Reports
import Scenarios

/// The app flow's state diagram, generated from `SignificantChangeFlow.transition` itself.
///
/// Every representative step (`representativeSteps`: each `FlowStep` case, every block reason,
/// the feature on and off) is fed every representative event (`representativeEvents`: each
/// `FlowEvent` case, with the answers that route differently) under every context that can
/// change the outcome: the obligations the regulatory check found (parental consent, adult
/// notification, both or none) and the declined-sharing assumption. An edge is kept when the
/// event changes the step; it carries the event, the effects asked for, and the condition when
/// it holds under some contexts only. Nothing here is written by hand but the representatives.
public struct AppleTransitionTable: Hashable, Sendable {
  /// A node: a step, or a step with the detail that changes what can happen next.
  public struct Node: Hashable, Sendable {
    /// An identifier safe in DOT and Mermaid: `blockedParentDeclined`.
    public var id: String
    /// What the diagram shows: `blocked (parent-declined)`.
    public var label: String
  }

  /// A transition that changes the step.
  public struct Edge: Hashable, Sendable {
    /// Where it starts.
    public var from: Node
    /// Where it ends.
    public var to: Node
    /// The event's case name: `ageRangeReceived`.
    public var event: String
    /// The representative values of the event taking this edge: `minor`, `declined`.
    public var qualifiers: [String]
    /// When the edge holds under some contexts only: `parental consent required`.
    public var condition: String?
    /// The effects asked for, by case name, in order: `markHandled`, `requestAgeRange`.
    public var effects: [String]

    /// `ageRangeReceived(minor | declined)`.
    public var eventLabel: String {
      qualifiers.isEmpty ? event : "\(event)(\(qualifiers.joined(separator: " | ")))"
    }

    /// The whole label: the event, the condition, then the effects.
    public var label: String {
      eventLabel + (condition.map { ", when \($0)" } ?? "")
        + (effects.isEmpty ? "" : " / " + effects.joined(separator: ", "))
    }
  }

  /// The nodes, in the order of `representativeSteps`.
  public var nodes: [Node]
  /// The edges, ordered by their source node, then by event.
  public var edges: [Edge]
  /// The node every run starts from.
  public var start: Node

  /// Creates a table from parts (tests state expected tables this way).
  public init(nodes: [Node], edges: [Edge], start: Node) {
    self.nodes = nodes
    self.edges = edges
    self.start = start
  }

  // MARK: - Generating

  /// The table of the flow for an app (its gates and changes appear in effects and events).
  public static func generate(app: AppConfig) -> AppleTransitionTable {
    let contexts = AppleFlowCondition.all.map { condition in
      (
        condition,
        FlowContext(app: app, assumptions: Assumptions(declinedSharing: condition.policy))
      )
    }
    let steps = representativeSteps
    let events = representativeEvents(app: app)
    let nodes = uniqueNodes(steps.map(node))
    struct Key: Hashable {
      var from: Node
      var to: Node
      var event: String
      var qualifier: String
    }
    var holds: [Key: Set<AppleFlowCondition>] = [:]
    var effects: [Key: [String]] = [:]
    var order: [Key] = []
    for step in steps {
      for (event, qualifier) in events {
        for (condition, context) in contexts {
          let state = AppFlowState(
            step: step, requiredFeatures: condition.features, pendingChanges: app.changes)
          let transition = SignificantChangeFlow.transition(
            from: state, on: event, context: context)
          guard transition.state.step != step else { continue }
          let key = Key(
            from: node(step), to: node(transition.state.step), event: eventName(event),
            qualifier: qualifier)
          if holds[key] == nil { order.append(key) }
          holds[key, default: []].insert(condition)
          for effect in transition.effects.map(effectName)
          where !(effects[key] ?? []).contains(effect) {
            effects[key, default: []].append(effect)
          }
        }
      }
    }
    // Edges alike but for the event's qualifier merge: featureAgeSignalReceived(13–15 | declined).
    var edges: [Edge] = []
    for key in order {
      let edge = Edge(
        from: key.from, to: key.to, event: key.event,
        qualifiers: key.qualifier.isEmpty ? [] : [key.qualifier],
        condition: AppleFlowCondition.describe(holds[key] ?? []), effects: effects[key] ?? [])
      if let index = edges.firstIndex(where: {
        $0.from == edge.from && $0.to == edge.to && $0.event == edge.event
          && $0.condition == edge.condition && $0.effects == edge.effects
      }) {
        edges[index].qualifiers += edge.qualifiers
      } else {
        edges.append(edge)
      }
    }
    let position = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
    let ordered = edges.enumerated().sorted {
      (position[$0.element.from] ?? 0, position[$0.element.to] ?? 0, $0.offset)
        < (position[$1.element.from] ?? 0, position[$1.element.to] ?? 0, $1.offset)
    }
    edges = ordered.map(\.element)
    return AppleTransitionTable(nodes: nodes, edges: edges, start: node(.notRunning))
  }

  // MARK: - Representatives

  /// One value of every `FlowStep` case; every block reason and both feature states, since they
  /// change which events move the flow on.
  public static let representativeSteps: [FlowStep] = [
    .notRunning, .checkingRegulation, .requestingAgeSignal(retrying: nil),
    .needsParentalApproval(teen), .waitingForParent(teen, approvalID: 1),
    .acknowledging(AgeRange(lowerBound: 18, upperBound: nil)),
    .blocked(.unverifiedAdult), .blocked(.sharingDeclined), .blocked(.parentDeclined(teen)),
    .blocked(.approvalLapsed(teen)), .blocked(.consentRevoked),
    .blocked(.ageSignalUnavailable(AgeRangeError.notAvailable("").name)),
    .checkingFeature(after: nil), .running(featureEnabled: true, after: nil),
    .running(featureEnabled: false, after: nil),
  ]

  /// The minor the representative approval steps are for.
  private static let teen = ApprovalSubject.minor(AgeRange(lowerBound: 13, upperBound: 15))

  /// One value of every `FlowEvent` case, with each answer that routes differently, and the
  /// qualifier the diagram shows for it.
  public static func representativeEvents(app: AppConfig) -> [(FlowEvent, String)] {
    let teen = AgeSignal.shared(AgeRange(lowerBound: 13, upperBound: 15), checked: false)
    let verified = AgeSignal.shared(AgeRange(lowerBound: 18, upperBound: nil), checked: true)
    let unverified = AgeSignal.shared(AgeRange(lowerBound: 18, upperBound: nil), checked: false)
    let oldRange = AgeRange(lowerBound: app.featureMinimumAge, upperBound: nil)
    let youngRange = AgeRange(lowerBound: nil, upperBound: max(0, app.featureMinimumAge - 1))
    let error = AgeSignal.unavailable(AgeRangeError.notAvailable("").name)
    let consent: [RegulatoryFeature] = [
      .declaredAgeRangeRequired, .significantAppChangeRequiresParentalConsent,
    ]
    return [
      (.launched(pendingChanges: [], consentRevoked: false), "nothing pending"),
      (.launched(pendingChanges: app.changes, consentRevoked: false), "changes pending"),
      (.launched(pendingChanges: app.changes, consentRevoked: true), "consent revoked"),
      (
        .regulationChecked(RegulationSignals(isEligible: false, requiredFeatures: [])),
        "nothing required"
      ),
      (
        .regulationChecked(RegulationSignals(isEligible: nil, requiredFeatures: nil)),
        "no signals on 26.0"
      ),
      (
        .regulationChecked(RegulationSignals(isEligible: true, requiredFeatures: consent)),
        "obligations found"
      ),
      (.ageSignalReceived(teen), "minor"),
      (.ageSignalReceived(verified), "verified adult"),
      (.ageSignalReceived(unverified), "unverified adult"),
      (.ageSignalReceived(.declined), "declined"),
      (.ageSignalReceived(error), "error"),
      (.approvalRequested, ""),
      (.approvalSent(1), ""),
      (.approvalAbandoned, ""),
      (.approvalAnswered(.approvedBeforeSending), ""),
      (.approvalAnswered(.approved), "approved"),
      (.approvalAnswered(.declined), "declined"),
      (.approvalLapsed, ""),
      (.updateAcknowledged, ""),
      (.accountVerified, ""),
      (.featureAgeSignalReceived(.shared(oldRange, checked: false)), "\(oldRange)"),
      (.featureAgeSignalReceived(.shared(youngRange, checked: false)), "\(youngRange)"),
      (.featureAgeSignalReceived(.declined), "declined"),
      (.featureAgeSignalReceived(error), "error"),
      (.closed, ""),
    ]
  }

  // MARK: - Names

  /// The node a step belongs to.
  public static func node(_ step: FlowStep) -> Node {
    switch step {
    case .blocked(let reason):
      return Node(id: "blocked" + camel(reason.name), label: "blocked (\(reason.name))")
    case .running(let enabled, _):
      return Node(
        id: enabled ? "runningFeatureOn" : "runningFeatureOff",
        label: "running (feature \(enabled ? "on" : "off"))")
    case .notRunning, .checkingRegulation, .requestingAgeSignal, .needsParentalApproval,
      .waitingForParent, .acknowledging, .checkingFeature:
      let name = step.name
      return Node(id: lowerCamel(name), label: name)
    }
  }

  /// An event's name in the words of Apple's sample app, as the diagram has always written them
  /// (the flow's own names are neutral: a tap on Ask Parent requests an approval, a question
  /// sent from Messages sends it, …).
  public static func eventName(_ event: FlowEvent) -> String {
    switch event {
    case .launched: "launched"
    case .regulationChecked: "regulationChecked"
    case .ageSignalReceived: "ageRangeReceived"
    case .approvalRequested: "askParentTapped"
    case .approvalSent: "questionSent"
    case .approvalAbandoned: "composeCancelled"
    case .approvalAnswered(.approvedBeforeSending): "approvedInPerson"
    case .approvalAnswered(.approved), .approvalAnswered(.declined): "parentAnswered"
    case .approvalLapsed: "questionExpired"
    case .updateAcknowledged: "updateAcknowledged"
    case .accountVerified: "accountVerified"
    case .featureAgeSignalReceived: "featureAgeRangeReceived"
    case .closed: "closed"
    }
  }

  /// An effect's name in the words of Apple's sample app, as for events.
  public static func effectName(_ effect: FlowEffect) -> String {
    switch effect {
    case .checkRegulation: "checkRegulation"
    case .requestAgeSignal(let gates):
      "requestAgeRange(\(gates.map(String.init).joined(separator: ", ")))"
    case .requestApproval: "composeQuestion"
    case .showAcknowledgment: "showAcknowledgment"
    case .markHandled: "markHandled"
    case .leavePending: "leavePending"
    }
  }

  private static func uniqueNodes(_ nodes: [Node]) -> [Node] {
    var seen: Set<Node> = []
    return nodes.filter { seen.insert($0).inserted }
  }

  /// `parent-declined` → `ParentDeclined`.
  private static func camel(_ name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `not-running` → `notRunning`.
  private static func lowerCamel(_ name: String) -> String {
    let upper = camel(name)
    return upper.prefix(1).lowercased() + upper.dropFirst()
  }
}
