import Presentation

extension AppStatus {
  /// The symbol that marks the app's status in a device pane.
  public var marker: String {
    switch self {
    case .closed: "○"
    case .working: "…"
    case .waiting: "◐"
    case .blocked: "■"
    case .running: "●"
    }
  }

  /// The style the app's status is drawn in.
  public var style: CellStyle {
    switch self {
    case .closed, .working: .muted
    case .waiting: .warning
    case .blocked: .danger
    case .running: .success
    }
  }
}
