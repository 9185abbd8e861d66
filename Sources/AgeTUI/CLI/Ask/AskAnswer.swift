/// One platform's answer as `agetui ask` prints it: as text, and as one JSON document
/// (docs/ask.md). Apple's (``AppleAskAnswer``) and Google Play's (``PlayAskAnswer``) are
/// answers.
protocol AskAnswer {
  /// The answer as text, without the final newline.
  var text: String { get }
  /// The answer as JSON, without the final newline.
  var json: String { get }
}
