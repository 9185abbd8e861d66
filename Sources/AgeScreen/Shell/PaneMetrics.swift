/// What a key's update needs from the screen's layout: how many list rows each pane shows
/// (the keys that move a selection scroll by these) and how each device pane's document is
/// laid out (the keys that scroll it). A pure function of the state and the terminal size
/// (``ShellFrame/metrics(size:)``), so an update never reads back the frame last drawn.
public struct PaneMetrics: Hashable, Sendable {
  /// The list rows each pane shows (0 for a hidden pane, and for every pane when the terminal
  /// is too small).
  public var listRows = PerPane { _ in 0 }
  /// How each device pane's document is laid out; nil for a hidden pane and the list panes.
  public var documents = PerPane<PaneDocument?> { _ in nil }

  /// No rows: nothing laid out.
  public init() {}
}
