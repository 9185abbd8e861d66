import FlowEngine

/// The system sheet Ask First shows on the person's device, waiting for an answer.
public struct AgeRangePrompt: Hashable, Sendable {
  /// The request being answered.
  public var request: AgeRangeRequest
  /// What would be shared on "Share".
  public var shareable: SharedAgeRange
  /// The sheet's title.
  public var title: String
  /// The sheet's message.
  public var message: String
  /// The button that shares.
  public var shareButton: String
  /// The button that declines.
  public var declineButton: String
}
