/// Which ask-a-parent button the app's screen offers on a step of its flow.
public enum ParentAsk: Hashable, Sendable {
  /// "Ask Parent": the first approval asked for the pending changes.
  case first
  /// "Ask Again": a new approval after the last one lapsed or consent was revoked.
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
