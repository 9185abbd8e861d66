import FlowEngine

/// Who sends or receives something in Play's trace.
public enum PlayActor: String, Hashable, Sendable, CaseIterable {
  /// The app.
  case app
  /// Google Play on the device: Age Signals and its sharing prompt.
  case play
  /// The child using the app.
  case child
  /// The parent, in Family Link.
  case parent
  /// The developer, in Play Console.
  case developer
  /// The simulated clock.
  case clock

}
