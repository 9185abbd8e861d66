import FlowEngine

/// A request Play sent the parent in Family Link: every change pending or declined when a new one
/// took effect, approved or declined as one (reference §8.3 [V]: one approval covers them all).
public struct PlayParentRequest: Hashable, Sendable, Identifiable {
  /// Where the request stands.
  public enum State: Hashable, Sendable, Codable {
    /// Sent; the parent has not answered.
    case pending
    /// The parent approved every change in it.
    case approved
    /// The parent declined.
    case declined
    /// A later request took its changes over before the parent answered.
    case superseded(by: ApprovalID)
  }

  /// Play's number for the request, from 1.
  public var id: ApprovalID
  /// The changes it asks about, in declaration order.
  public var changeIDs: [PlayWorld.ChangeID]
  /// The day Play sent it.
  public var sentOn: SimDate
  /// Where it stands.
  public var state: State

  /// Family Link's button for an answer, as its screen labels it and the trace names the tap:
  /// `Approve`, or `Decline`, the word of Play's `DECLINED` [I: Family Link's screen is
  /// AgeTUI's wording]. One word per act, on the phone, in the timeline and in narration.
  public static func answerButton(approve: Bool) -> String {
    approve ? "Approve" : "Decline"
  }

  /// Creates a request.
  public init(
    id: ApprovalID, changeIDs: [PlayWorld.ChangeID], sentOn: SimDate, state: State = .pending
  ) {
    self.id = id
    self.changeIDs = changeIDs
    self.sentOn = sentOn
    self.state = state
  }
}
