/// The four panes of the AgeTUI screen, in focus order.
public enum Pane: Int, CaseIterable, Hashable, Sendable, Codable {
  /// The child's iPhone: the app and the system sheets over it.
  case child = 1
  /// The parent's iPhone: Messages, asks, notifications.
  case parent = 2
  /// Age Range for Apps, family, account, region, OS version, the clock.
  case settings = 3
  /// The trace and what the app has learned.
  case timeline = 4

  /// The pane's title, exactly as shown on its border.
  public var title: String {
    switch self {
    case .child: return "Child device"
    case .parent: return "Parent device"
    case .settings: return "Settings"
    case .timeline: return "Timeline"
    }
  }

  /// A one-word title for narrow tab bars.
  public var shortTitle: String {
    switch self {
    case .child: return "Child"
    case .parent: return "Parent"
    case .settings: return "Settings"
    case .timeline: return "Timeline"
    }
  }

  /// The digit key that focuses this pane ("1"…"4").
  public var number: Int { rawValue }

  /// The pane after this one in focus order, wrapping around.
  public var next: Pane { Pane(rawValue: rawValue % 4 + 1) ?? .child }

  /// The pane before this one in focus order, wrapping around.
  public var previous: Pane { Pane(rawValue: (rawValue + 2) % 4 + 1) ?? .child }
}
