import FlowEngine

/// Who sends or receives something in the trace.
public enum AppleActor: String, Hashable, Sendable, CaseIterable {
  /// The simulated app.
  case app
  /// The system services: AgeRangeService, AskCenter, Settings.
  case system
  /// The person using the app (the child, teen or adult).
  case person
  /// The parent or guardian.
  case parent
  /// iCloud: the key-value store and the synced age-range cache.
  case iCloud = "icloud"
  /// The App Store and its server notifications.
  case appStore = "app-store"
  /// The app developer's server.
  case server
  /// The simulated clock.
  case clock

  /// The name diagrams and the timeline show.
  public var title: String {
    switch self {
    case .app: "App"
    case .system: "System"
    case .person: "Person"
    case .parent: "Parent"
    case .iCloud: "iCloud"
    case .appStore: "App Store"
    case .server: "Server"
    case .clock: "Clock"
    }
  }
}
