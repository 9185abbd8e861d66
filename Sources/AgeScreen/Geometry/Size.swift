/// The size of a terminal or a canvas, in display columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Number of display columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a size; negative values are clamped to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// `true` when this size is at least `other` in both dimensions.
  public func contains(_ other: Size) -> Bool {
    width >= other.width && height >= other.height
  }

  /// Prints as `120×40`, the way terminal sizes are usually written.
  public var description: String { "\(width)×\(height)" }
}
