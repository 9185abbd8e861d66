/// Why the app asked for an age signal, so an answer goes back to the right step.
public enum RequestPurpose: String, Hashable, Sendable {
  /// The significant-change flow's gate of 18.
  case significantChange = "significant-change"
  /// The app's own gates, for its gated feature.
  case feature

  /// The purpose of a request the flow makes at `step`: its own feature's gates while it checks
  /// that feature, the significant-change flow's gate otherwise.
  public init(at step: FlowStep?) {
    if case .checkingFeature? = step {
      self = .feature
    } else {
      self = .significantChange
    }
  }
}
