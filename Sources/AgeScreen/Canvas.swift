/// A grid of cells: the only thing the terminal adapter draws.
public struct Canvas: Sendable {
  /// Creates an empty canvas.
  public init() {}
}
