/// One line of text in a device picture, with where the words come from.
///
/// `isAssumedWording` says the words are AgeTUI's, not Apple's documented wording; the
/// writer underlines such a run with a dotted line unless the marks are hidden.
public struct PictureText: Hashable, Sendable {
  /// The line, as drawn.
  public var text: String
  /// Where the line sits across, as `anchor` says.
  public var x: Int
  /// The baseline.
  public var baseline: Int
  /// How it is set.
  public var style: PictureTextStyle
  /// Whether `x` is the line's start, middle or end.
  public var anchor: PictureTextAnchor
  /// Whether the words are AgeTUI's wording rather than Apple's.
  public var isAssumedWording: Bool

  /// A run of `text` at `x`, `baseline`.
  public init(
    _ text: String, x: Int, baseline: Int, style: PictureTextStyle,
    anchor: PictureTextAnchor = .start, isAssumedWording: Bool = false
  ) {
    self.text = text
    self.x = x
    self.baseline = baseline
    self.style = style
    self.anchor = anchor
    self.isAssumedWording = isAssumedWording
  }
}
