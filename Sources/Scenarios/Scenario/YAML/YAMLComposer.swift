import CYaml
import FlowEngine

/// Builds a scenario file's document from libyaml's event stream, refusing what a scenario
/// file may not contain as the parser meets it.
///
/// The parser that reads the file is the one that refuses anchors, aliases and over-deep
/// nesting, so no separate scanner can read the text differently from it. The tree is built
/// with an explicit stack (never recursion), duplicate keys are found with one hash lookup per
/// key, and nothing is ever expanded, so a 1 MiB file is composed or refused in linear time.
///
/// libyaml is the system's C library (the `CYaml` system-library target, Debian's libyaml-dev),
/// the one Yams wraps; a Swift wrapper's composer would not do, as it resolves aliases before
/// anything can refuse them and compares whole key trees to find duplicates.
struct YAMLComposer {
  /// The deepest nesting accepted; the scenario format itself needs eight levels.
  static let maximumDepth = 32

  /// The file name for messages.
  let file: String
  /// The text, for turning a reader error's byte offset into a line and column.
  let text: String

  /// A collection still being read.
  private struct OpenCollection {
    let isMapping: Bool
    let position: YAMLNode.Position
    var items: [YAMLNode] = []
    var pairs: [YAMLNode.Pair] = []
    var pendingKey: YAMLNode?
    /// The line of each plain or quoted key already seen, to name the first of a duplicate.
    var keyLines: [String: Int] = [:]
  }

  /// The document's root node, or nil when the file holds no document (empty, or comments).
  static func compose(_ text: String, file: String) throws(ScenarioError) -> YAMLNode? {
    let composer = YAMLComposer(file: file, text: text)
    var bytes = Array(text.utf8)
    let result = bytes.withUnsafeMutableBufferPointer { buffer in
      composer.parse(buffer)
    }
    return try result.get()
  }

  private func parse(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Result<
    YAMLNode?, ScenarioError
  > {
    // libyaml keeps a pointer to the parser inside itself, so it must not move: it lives on
    // the heap for the whole parse.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) == 1 else {
      return .failure(
        error(at: YAMLNode.Position(line: 1, column: 1), "not valid YAML: out of memory"))
    }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
    var state = ComposeState()
    while true {
      guard yaml_parser_parse(parser, event) == 1 else {
        return .failure(parserError(parser.pointee))
      }
      defer { yaml_event_delete(event) }
      do {
        if try state.accept(event.pointee, composer: self) { return .success(state.root) }
      } catch {
        return .failure(error)
      }
    }
  }

  /// The stack of open collections and the root once it is complete.
  private struct ComposeState {
    var stack: [OpenCollection] = []
    var root: YAMLNode?
    var documents = 0

    /// Takes one event; true at the end of the stream.
    mutating func accept(_ event: yaml_event_t, composer: YAMLComposer) throws(ScenarioError)
      -> Bool
    {
      let position = YAMLNode.Position(
        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return true
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        guard documents == 1 else {
          throw composer.error(
            at: position,
            "a scenario file holds one document; remove the second `---` and what follows")
        }
      case YAML_ALIAS_EVENT:
        throw composer.anchorError(at: position, marker: "*")
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        if scalar.anchor != nil { throw composer.anchorError(at: position, marker: "&") }
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let node = YAMLNode.scalar(
          YAMLNode.Scalar(
            text: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, position: position))
        try add(node, composer: composer)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        if anchor != nil { throw composer.anchorError(at: position, marker: "&") }
        guard stack.count < YAMLComposer.maximumDepth else {
          throw composer.tooDeep(at: position)
        }
        stack.append(OpenCollection(isMapping: isMapping, position: position))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let closed = stack.popLast() else { return false }
        let node =
          closed.isMapping
          ? YAMLNode.mapping(closed.pairs, closed.position)
          : YAMLNode.sequence(closed.items, closed.position)
        try add(node, composer: composer)
      case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
        break
      default:
        // libyaml's event type is a C enum, so Swift asks for a default; it has no other
        // events.
        break
      }
      return false
    }

    private mutating func add(_ node: YAMLNode, composer: YAMLComposer) throws(ScenarioError) {
      guard var parent = stack.popLast() else {
        root = node
        return
      }
      defer { stack.append(parent) }
      guard parent.isMapping else {
        parent.items.append(node)
        return
      }
      guard let key = parent.pendingKey else {
        if case .scalar(let scalar) = node {
          if let firstLine = parent.keyLines[scalar.text] {
            throw composer.error(
              at: scalar.position,
              "the key \"\(scalar.text)\" appears twice in the same mapping (first at line "
                + "\(firstLine)); keep one")
          }
          parent.keyLines[scalar.text] = scalar.position.line
        }
        parent.pendingKey = node
        return
      }
      parent.pairs.append(YAMLNode.Pair(key: key, value: node))
      parent.pendingKey = nil
    }
  }

  // MARK: - Errors

  private func error(at position: YAMLNode.Position, _ message: String) -> ScenarioError {
    ScenarioError(file: file, line: position.line, column: position.column, message: message)
  }

  private func tooDeep(at position: YAMLNode.Position) -> ScenarioError {
    error(
      at: position,
      "the document is nested too deeply (more than \(Self.maximumDepth) levels); a scenario "
        + "needs far fewer")
  }

  private func anchorError(at position: YAMLNode.Position, marker: Character) -> ScenarioError {
    error(
      at: position,
      "anchors and aliases (&name, *name) are not supported in scenario files; write the value "
        + "out, or quote text that starts with \(marker)")
  }

  /// libyaml's own error, positioned.
  private func parserError(_ parser: yaml_parser_t) -> ScenarioError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
    switch parser.error {
    case YAML_READER_ERROR:
      return error(at: position(ofByte: parser.problem_offset), "not valid YAML: \(problem)")
    case YAML_MEMORY_ERROR:
      return error(at: YAMLNode.Position(line: 1, column: 1), "not valid YAML: out of memory")
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      return markedError(parser, problem: problem)
    default:
      // A C enum, so Swift asks for a default; a parser reports no other errors.
      return markedError(parser, problem: problem)
    }
  }

  /// A scanner or parser error, at libyaml's mark.
  private func markedError(_ parser: yaml_parser_t, problem: String) -> ScenarioError {
    let mark = parser.problem_mark
    let position = clamped(
      YAMLNode.Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
    // A libyaml with a nesting limit of its own (Yams' copy has one of 1,000 levels; Debian's
    // 0.2.5 has none) can report it before the composer's; the user reads the same message.
    if problem.hasPrefix("Maximum nesting level") { return tooDeep(at: position) }
    if let tab = tabInIndentation(line: position.line) {
      return error(at: tab, "a tab in the indentation; YAML indents with spaces only")
    }
    guard let context = parser.context.map({ String(cString: $0) }) else {
      return error(at: position, "not valid YAML: \(problem)")
    }
    let contextMark = parser.context_mark
    return error(
      at: position,
      "not valid YAML: \(problem) (\(context) at line \(contextMark.line + 1), column "
        + "\(contextMark.column + 1))")
  }

  /// Where a tab sits in the leading white space of a line, when it does: libyaml stumbles on
  /// such a line with a message that does not say why.
  private func tabInIndentation(line number: Int) -> YAMLNode.Position? {
    var found: YAMLNode.Position?
    forEachScalar { scalar, position in
      guard position.line >= number else { return true }
      if position.line == number, scalar == "\t" { found = position }
      return position.line == number && scalar == " "
    }
    return found
  }

  /// A position inside the text: libyaml ends a file that lacks a final line break with one
  /// of its own, so an error at the end of such a file would name a line past the last.
  private func clamped(_ position: YAMLNode.Position) -> YAMLNode.Position {
    let end = self.position(ofByte: text.utf8.count)
    guard position.line > end.line else { return position }
    return end
  }

  /// The line and column of a byte offset into the text: where the character starting at that
  /// byte is, or just after the last one.
  private func position(ofByte offset: Int) -> YAMLNode.Position {
    let prefix = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
    var end = YAMLNode.Position(line: 1, column: 1)
    YAMLComposer(file: file, text: prefix).forEachScalar { scalar, position in
      end =
        Self.lineBreaks.contains(scalar)
        ? YAMLNode.Position(line: position.line + 1, column: 1)
        : YAMLNode.Position(line: position.line, column: position.column + 1)
      return true
    }
    return end
  }

  /// The characters libyaml ends a line at; CR LF counts once.
  static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  /// Calls `body` with each scalar of the text and its position, counting lines as libyaml
  /// does, until `body` returns false. Only errors need it, so it streams rather than builds.
  private func forEachScalar(_ body: (Unicode.Scalar, YAMLNode.Position) -> Bool) {
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if previous == "\r", scalar == "\n" {
        // The LF of a CR LF pair belongs to the line the CR ended.
        guard body(scalar, YAMLNode.Position(line: line - 1, column: column)) else { return }
        continue
      }
      guard body(scalar, YAMLNode.Position(line: line, column: column)) else { return }
      if Self.lineBreaks.contains(scalar) {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
  }
}
