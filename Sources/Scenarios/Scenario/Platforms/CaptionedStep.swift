/// A script step as its file writes its caption: the text and where it stands, so that
/// ``WrittenCaption/captions(of:under:)`` lists every store's captions alike.
public protocol CaptionedStep {
  /// Its own one-line caption; empty when the file gives none.
  var caption: String { get }
  /// The caption's line, from 1 (0 when the file gives none).
  var captionLine: Int { get }
  /// The caption's column, from 1 (0 when the file gives none).
  var captionColumn: Int { get }
}
