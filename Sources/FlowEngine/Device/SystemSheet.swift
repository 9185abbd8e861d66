/// A system sheet shown over the app on the person's device.
public enum SystemSheet: Hashable, Sendable, Codable {
  /// Ask First: share or don't share.
  case ageRangePrompt(AgeRangePrompt, purpose: RequestPurpose)
  /// The Messages compose sheet carrying a question to the parent.
  case messagesCompose(questionID: Int)
  /// `showSignificantUpdateAcknowledgment`: the adult reads the changes and continues.
  case acknowledgment(description: String)

  /// A short stable name.
  public var name: String {
    switch self {
    case .ageRangePrompt: "age-range-prompt"
    case .messagesCompose: "messages-compose"
    case .acknowledgment: "acknowledgment"
    }
  }
}
