import GooglePlay

extension PlayActor {
  /// The actor as the timeline and the notice line name it: `Play`, `Parent`.
  public var title: String {
    switch self {
    case .app: "App"
    case .play: "Play"
    case .child: "Child"
    case .parent: "Parent"
    case .developer: "Developer"
    case .clock: "Clock"
    }
  }
}
