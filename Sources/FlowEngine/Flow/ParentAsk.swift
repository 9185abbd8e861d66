/// Which ask-a-parent button the app's screen offers on a step of its flow.
public enum ParentAsk: Hashable, Sendable {
  /// "Ask Parent": the first question about the pending changes.
  case first
  /// "Ask Again": a new question after the last one expired or consent was revoked.
  case again

  /// The button's label as the app's screen shows it and the trace names the tap: the screen
  /// and the timeline say the same words.
  public var buttonTitle: String {
    switch self {
    case .first: "Ask Parent"
    case .again: "Ask Again"
    }
  }
}
