import FlowEngine

/// Amazon asking the parent for consent: at the download, after a reported significant change,
/// or when a parent consents of their own accord. How Amazon asks is not documented (amazon.md
/// §10): the request is AgeTUI's model, and any screen of it is invented for illustration.
public struct AmazonConsentRequest: Hashable, Sendable {
  /// Where a request stands.
  public enum State: String, Hashable, Sendable, Codable {
    /// Asked, not answered.
    case pending
    /// The parent consented.
    case granted
    /// The parent withheld consent (to the app, the same as pending [V RN]).
    case withheld
    /// A later request replaced it.
    case superseded
  }

  /// Its number, the flow's approval ID.
  public var id: ApprovalID
  /// The reported changes it covers (none for the download's consent).
  public var changeIDs: [ChangeID]
  /// The day Amazon asked.
  public var sentOn: SimDate
  /// Where it stands.
  public var state: State

  /// A request.
  public init(id: ApprovalID, changeIDs: [ChangeID], sentOn: SimDate, state: State) {
    self.id = id
    self.changeIDs = changeIDs
    self.sentOn = sentOn
    self.state = state
  }
}
