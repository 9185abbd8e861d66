/// A run of text in one style.
public struct Span: Hashable, Sendable {
  /// The text.
  public var text: String
  /// Its style.
  public var style: CellStyle

  /// Creates a span.
  public init(_ text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }
}
