import CustomDump
import FlowEngine
import GooglePlay
import Testing

@testable import TestSupport

/// Play's approval diagram, generated from `GooglePlayPlatform.apply`: each edge is one the
/// reference names (§8.3 [V]).
@Suite("Google Play platform: approval diagram")
struct PlayApprovalGraphTests {
  static let graph = PlayApprovalGraph.generate(app: PlayFixtures.app)

  @Test func mermaid() {
    expectNoDifference(
      Self.graph.mermaid(),
      """
      stateDiagram-v2
        state "declared, cancellable" as cancellable
        state "declared, inside 48 h" as locked
        state "cancelled" as cancelled
        state "PENDING" as pending
        state "APPROVED" as approved
        state "DECLINED" as declined
        state "revoked (in the CSV)" as revoked
        [*] --> cancellable: developer declares in Play Console
        cancellable --> locked: a day passes
        cancellable --> cancelled: developer cancels
        locked --> pending: a day passes
        pending --> approved: parent approves in Family Link
        pending --> declined: parent declines in Family Link
        pending --> revoked: parent revokes in Family Link
        approved --> pending: another change takes effect
        approved --> revoked: parent revokes in Family Link
        declined --> pending: another change takes effect
        declined --> revoked: parent revokes in Family Link

      """)
  }

  /// §8.3: cancellable until 48 hours before; Play asks the parent when a change takes effect;
  /// one approval covers pending and denied changes, so a new change reopens both; revoked
  /// approvals go to Play Console's list.
  @Test func edgesAreTheReferences() {
    let edges = Self.graph.edges.map { "\($0.from.rawValue) → \($0.to.rawValue)" }
    expectNoDifference(
      edges,
      [
        "cancellable → locked", "cancellable → cancelled", "locked → pending",
        "pending → approved", "pending → declined", "pending → revoked", "approved → pending",
        "approved → revoked", "declined → pending", "declined → revoked",
      ])
  }

  @Test func dot() {
    let dot = Self.graph.dot()
    #expect(dot.hasPrefix("digraph play_approval {\n  rankdir=LR;\n  start [shape=point];\n"))
    #expect(dot.contains("  locked [label=\"declared, inside 48 h\"];\n"))
    #expect(
      dot.contains("  start -> cancellable [label=\"developer declares in Play Console\"];\n"))
    #expect(dot.contains("  declined -> pending [label=\"another change takes effect\"];\n"))
    #expect(dot.hasSuffix("  declined -> revoked [label=\"parent revokes in Family Link\"];\n}\n"))
    expectNoDifference(dot.split(separator: "\n").count, 4 + 7 + 1 + 10)
  }
}
