/// One store's answer as `agetui ask` prints it: as text, and as one JSON document
/// (docs/ask.md). Each store's room makes its own (Apple's `AppleAskAnswer`, Google Play's
/// `PlayAskAnswer`).
public protocol AskAnswer {
  /// The answer as text, without the final newline.
  var text: String { get }
  /// The answer as JSON, without the final newline.
  var json: String { get }
}
