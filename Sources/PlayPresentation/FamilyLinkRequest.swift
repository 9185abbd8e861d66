import FlowEngine
import GooglePlay

/// Family Link's pending request as the parent sees it: the changes it covers, each with its
/// effective date (one approval covers them all, reference §8.3 [V]).
public struct FamilyLinkRequest: Hashable, Sendable {
  /// Play's number for the request.
  public var id: Int
  /// The day Play sent it.
  public var sentOn: SimDate
  /// The changes it covers, in declaration order.
  public var changes: [PlayDeclaredChange]
  /// Approve, then Deny.
  public var choices: [PlayChoice]

  /// The request `request` of `world`, answered from the parent's phone.
  public init(_ request: PlayParentRequest, in world: PlayWorld) {
    id = request.id
    sentOn = request.sentOn
    changes = request.changeIDs.compactMap { id in world.changes.first { $0.id == id } }
    choices = [
      PlayChoice("Approve", .parentAnswers(from: .parentPhone, approve: true), role: .affirmative),
      PlayChoice("Deny", .parentAnswers(from: .parentPhone, approve: false), role: .destructive),
    ]
  }
}
