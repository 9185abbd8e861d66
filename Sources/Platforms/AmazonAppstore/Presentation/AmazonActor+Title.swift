import AmazonAppstore

extension AmazonActor {
  /// The actor's name in a notice or on the Timeline.
  public var title: String {
    switch self {
    case .app: "App"
    case .appstore: "Amazon Appstore"
    case .child: "Child"
    case .parent: "Parent"
    case .developer: "Developer"
    case .clock: "Clock"
    }
  }
}
