/// A frame as it was drawn: the picture, where everything went and how many list rows each pane
/// showed. The next frame copies from it the panes that have not changed
/// (``ShellFrame/draw(size:reusing:)``).
public struct DrawnFrame: Sendable {
  /// The frame drawn.
  public let frame: ShellFrame
  /// Where it was laid out.
  public let layout: ScreenLayout
  /// The picture.
  public let canvas: Canvas
  /// The list rows each pane showed (0 for a hidden pane).
  public let listRows: PerPane<Int>
  /// How each document pane (the devices) was laid out, for keys that scroll it; nil for a
  /// hidden pane and for the list panes.
  public var documents = PerPane<PaneDocument?> { _ in nil }
}
