/// The screen shown below the minimum size: what is needed, and that `q` still quits.
public struct TooSmallView: Hashable, Sendable {
  /// The minimum size the panes need.
  public var minimum: Size

  /// Creates the view.
  public init(minimum: Size = ScreenLayout.minimumSize) {
    self.minimum = minimum
  }

  /// The message lines, top to bottom.
  public var lines: [String] {
    ["terminal too small (needs \(minimum.width)×\(minimum.height))", "q quits"]
  }

  /// Draws the message centred on `canvas`, wrapping when even it does not fit.
  public func draw(on canvas: inout Canvas) {
    let size = canvas.size
    let wrapped = lines.flatMap { DisplayWidth.wrap($0, to: size.width) }
    let top = max(0, (size.height - wrapped.count) / 2)
    for (index, line) in wrapped.enumerated() {
      let column = max(0, (size.width - DisplayWidth.of(line)) / 2)
      canvas.write(line, column: column, row: top + index, style: index == 0 ? .warning : .muted)
    }
  }
}
