/// A script step as its file writes its words: the narration and the caption, and where each
/// stands, so that ``WrittenCaption/captions(of:under:)`` lists every store's captions alike
/// and ``UnfoundedClaim`` finds every store's claims at their place in the file.
public protocol CaptionedStep {
  /// What a presenter reads aloud; empty when the file gives none.
  var narration: String { get }
  /// The narration's line, from 1 (0 when the file gives none).
  var narrationLine: Int { get }
  /// The narration's column, from 1 (0 when the file gives none).
  var narrationColumn: Int { get }
  /// Its own one-line caption; empty when the file gives none.
  var caption: String { get }
  /// The caption's line, from 1 (0 when the file gives none).
  var captionLine: Int { get }
  /// The caption's column, from 1 (0 when the file gives none).
  var captionColumn: Int { get }
}
