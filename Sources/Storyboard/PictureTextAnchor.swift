/// Where a text run's `x` is: its start, its middle or its end (SVG's `text-anchor`).
public enum PictureTextAnchor: String, Hashable, Sendable {
  /// `x` is where the text starts.
  case start
  /// `x` is the text's middle.
  case middle
  /// `x` is where the text ends.
  case end
}
