import FlowEngine

/// The rules every scenario file meets before it is YAML, whichever command or screen reads
/// it: at most 1 MiB (the file's bytes, a byte-order mark included), UTF-8, and a byte-order
/// mark at the very start is not part of the text.
///
/// It reads bytes, never YAML: anchors, aliases and nesting are refused by the parser itself
/// (`YAMLComposer`), so nothing here can read the text differently from it. Files reach it
/// through one reader (the executable's `ScenarioSource.read`); text that is already a string
/// (a built-in, a saved session's copy) meets the same size and byte-order-mark rules in
/// `ScenarioLoader.load(_:file:)`.
enum ScenarioInputGuard {
  /// The largest file accepted, in bytes (1 MiB).
  static let maximumBytes = 1_048_576

  /// Decodes bytes as UTF-8, or names the first bad byte. A byte-order mark stays in the text:
  /// `withoutByteOrderMark` is the one place that drops it.
  static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    try checkSize(bytes.count, file: file)
    // Valid text decodes to the same bytes; repairing would have changed them.
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.elementsEqual(bytes) { return text }
    // Invalid: decode again, scalar by scalar, to name the first bad byte's position.
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    var line = 1
    var column = 1
    var atStart = true
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        defer { atStart = false }
        if scalar == "\n" {
          line += 1
          column = 1
        } else if !(atStart && scalar == byteOrderMark) {
          // The byte-order mark is no column: positions count from the text after it.
          column += 1
        }
      case .emptyInput:
        break decoding
      case .error:
        throw ScenarioError(
          file: file, line: line, column: column,
          message: "the file is not UTF-8 text (an invalid byte sequence starts here)")
      }
    }
    return String(scalars)
  }

  /// The byte-order mark (U+FEFF, `EF BB BF` in UTF-8).
  static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

  /// The text without a byte-order mark at its very start; one anywhere else is the text's own
  /// (and a second one at the start is not dropped).
  static func withoutByteOrderMark(_ text: String) -> Substring {
    text.unicodeScalars.first == byteOrderMark ? text.dropFirst() : text[...]
  }

  /// Refuses a text or file larger than `maximumBytes`.
  static func checkSize(_ count: Int, file: String) throws(ScenarioError) {
    guard count <= maximumBytes else {
      throw ScenarioError(
        file: file, line: 1, column: 1,
        message:
          "the file is larger than 1 MiB (\(maximumBytes) bytes), the most a scenario file "
          + "may hold")
    }
  }
}
