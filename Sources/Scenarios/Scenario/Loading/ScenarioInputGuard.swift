import FlowEngine

/// Refuses bytes before they become text: more than 1 MiB, or not UTF-8.
///
/// It reads bytes, never YAML: anchors, aliases and nesting are refused by the parser itself
/// (`YAMLComposer`), so nothing here can read the text differently from it.
enum ScenarioInputGuard {
  /// The largest file accepted, in bytes (1 MiB).
  static let maximumBytes = 1_048_576

  /// Decodes bytes as UTF-8 (without a byte-order mark), or names the first bad byte.
  static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    try checkSize(bytes.count, file: file)
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    // Valid text decodes to the same bytes; repairing would have changed them.
    let text = String(decoding: body, as: UTF8.self)
    if text.utf8.elementsEqual(body) { return text }
    // Invalid: decode again, scalar by scalar, to name the first bad byte's position.
    var iterator = body.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    var line = 1
    var column = 1
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
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
