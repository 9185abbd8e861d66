import FlowEngine

/// Where the screen was, saved with the session so `--resume` opens on the same view.
public struct SimulatorScreen: Hashable, Sendable, Codable {
  /// The focused pane.
  public var focus: Pane
  /// The device the Child pane shows.
  public var shownDevice: DeviceID
  /// Each pane's selection and scroll position.
  public var lists: PerPane<ScrollList>

  /// Creates a screen position.
  public init(focus: Pane, shownDevice: DeviceID, lists: PerPane<ScrollList>) {
    self.focus = focus
    self.shownDevice = shownDevice
    self.lists = lists
  }
}
