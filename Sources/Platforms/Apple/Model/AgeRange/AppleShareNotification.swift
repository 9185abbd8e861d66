import FlowEngine

/// The notification the person's device shows when the system shared their age range without
/// a prompt: new information under Always Share, or a share a region's law required.
public enum AppleShareNotification: Hashable, Sendable {
  /// Always Share sent new information to the app.
  case shared(app: String)
  /// A region's law made the system share automatically; `region` is the region's name.
  case required(app: String, region: String)

  /// What the notification says.
  public var text: String {
    switch self {
    case .shared(let app): "Shared your age range with \(app)."
    case .required(let app, let region):
      "Shared your age range with \(app) (required in \(region))."
    }
  }
}
