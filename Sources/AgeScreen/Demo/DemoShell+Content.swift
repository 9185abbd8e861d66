extension DemoShell {
  /// The placeholder text at the top of each pane, until the simulation drives the panes.
  public static func introduction(of pane: Pane) -> [Line] {
    switch pane {
    case .child:
      return [Line("Placeholder: the app and the system sheets will appear here.", style: .muted)]
    case .parent:
      return [Line("Placeholder: Messages and notifications will appear here.", style: .muted)]
    case .settings:
      return [Line("Placeholder: settings will change the simulation.", style: .muted)]
    case .timeline:
      return [Line("Placeholder trace: what happened, at simulated times.", style: .muted)]
    }
  }

  /// The placeholder items of each pane's list.
  public static func items(of pane: Pane) -> [String] {
    switch pane {
    case .child:
      return [
        "Open the example app", "Request age range (gates 13, 16, 18)", "Share age range",
        "Don't share", "Ask a parent", "Acknowledge the update",
      ]
    case .parent:
      return [
        "Messages: a question from the child", "Approve", "Decline", "Revoke consent",
        "Notifications",
      ]
    case .settings:
      return [
        "Sharing mode: Ask First", "Family Sharing: on", "Account: signed in",
        "Region: placeholder",
        "OS version: placeholder", "Clock: +1 day", "Clock: +1 month", "Clock: +1 year",
        "Clock: next birthday", "Clock: next anniversary", "Second device: off",
      ]
    case .timeline:
      return (1...24).map { "Placeholder trace entry \($0)" }
    }
  }
}
