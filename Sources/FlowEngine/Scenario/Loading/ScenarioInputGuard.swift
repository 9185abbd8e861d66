/// Refuses input the YAML parser should never see: too large, not UTF-8, too deeply nested,
/// tab-indented, or using anchors and aliases.
///
/// It runs before parsing because the parser builds its tree recursively: a file of a million
/// `[` would exhaust the stack, and aliases can make a small file expand enormously. The scan is
/// a light lexer (quotes, comments, flow brackets, block scalars, indentation), good enough to
/// bound nesting without parsing.
enum ScenarioInputGuard {
  /// The largest file accepted, in bytes (1 MiB).
  static let maximumBytes = 1_048_576
  /// The deepest nesting accepted; the scenario format itself needs eight levels.
  static let maximumDepth = 32

  /// Decodes bytes as UTF-8 (without a byte-order mark), or names the first bad byte.
  static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> String {
    try checkSize(bytes.count, file: file)
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
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

  /// Checks a text before parsing.
  static func check(_ text: String, file: String) throws(ScenarioError) {
    try checkSize(text.utf8.count, file: file)
    var scanner = Scanner(file: file)
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Array(rawLine.unicodeScalars)
      if line.last == "\r" { line.removeLast() }
      try scanner.scan(line, number: lineNumber)
    }
  }

  private static func checkSize(_ count: Int, file: String) throws(ScenarioError) {
    guard count <= maximumBytes else {
      throw ScenarioError(
        file: file, line: 1, column: 1,
        message:
          "the file is larger than 1 MiB (\(maximumBytes) bytes), the most a scenario file "
          + "may hold")
    }
  }

  /// The lexer's state, carried from line to line.
  private struct Scanner {
    let file: String
    var inDoubleQuote = false
    var inSingleQuote = false
    var flowDepth = 0
    var indentStack: [Int] = []
    /// The indentation of the line that opened a block scalar (`|` or `>`), while inside it.
    var blockScalarParent: Int?

    init(file: String) {
      self.file = file
    }

    mutating func scan(_ line: [Unicode.Scalar], number: Int) throws(ScenarioError) {
      let indent = line.prefix { $0 == " " }.count
      let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
      if let parent = blockScalarParent {
        // A block scalar's content is text, whatever it looks like.
        if isBlank || indent > parent { return }
        blockScalarParent = nil
      }
      var position = 0
      if !inDoubleQuote, !inSingleQuote, flowDepth == 0 {
        if isBlank { return }
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        if let tab = leading.firstIndex(of: "\t"), line[leading.count] != "#" {
          throw error(
            number, tab + 1, "a tab in the indentation; YAML indents with spaces only")
        }
        if line[indent] == "#" { return }
        while let top = indentStack.last, top > indent { indentStack.removeLast() }
        if indentStack.last != indent { indentStack.append(indent) }
        position = indent
        // Each `- ` (or `? `) opens one more level on the same line.
        while position + 1 < line.count, line[position] == "-" || line[position] == "?",
          line[position + 1] == " "
        {
          position += 2
          while position < line.count, line[position] == " " { position += 1 }
          indentStack.append(position)
        }
        try checkDepth(number, position + 1)
      }
      try scanTokens(line, from: position, number: number, indent: indent)
    }

    private mutating func scanTokens(
      _ line: [Unicode.Scalar], from start: Int, number: Int, indent: Int
    ) throws(ScenarioError) {
      var tokenStart = start == 0 || !(inDoubleQuote || inSingleQuote)
      var index = start
      while index < line.count {
        let character = line[index]
        let next: Unicode.Scalar? = index + 1 < line.count ? line[index + 1] : nil
        if inDoubleQuote {
          if character == "\\" {
            index += 2
            continue
          }
          if character == "\"" { inDoubleQuote = false }
          index += 1
          continue
        }
        if inSingleQuote {
          if character == "'" {
            if next == "'" {
              index += 2
              continue
            }
            inSingleQuote = false
          }
          index += 1
          continue
        }
        switch character {
        case "#" where index == 0 || line[index - 1] == " " || line[index - 1] == "\t":
          return
        case "\"" where tokenStart:
          inDoubleQuote = true
          tokenStart = false
        case "'" where tokenStart:
          inSingleQuote = true
          tokenStart = false
        case "[", "{":
          if tokenStart || flowDepth > 0 {
            flowDepth += 1
            try checkDepth(number, index + 1)
            tokenStart = true
          } else {
            tokenStart = false
          }
        case "]", "}":
          if flowDepth > 0 { flowDepth -= 1 }
          tokenStart = false
        case ",":
          tokenStart = flowDepth > 0
        case ":":
          tokenStart = next == nil || next == " " || next == "\t" || flowDepth > 0
        case "&", "*":
          if tokenStart, let next, next != " " {
            throw error(
              number, index + 1,
              "anchors and aliases (&name, *name) are not supported in scenario files; "
                + "write the value out, or quote text that starts with \(character)")
          }
          tokenStart = false
        case "|", ">":
          if tokenStart, flowDepth == 0 {
            // A block scalar: the rest of the line is its header, the next lines its text.
            blockScalarParent = indent
            return
          }
          tokenStart = false
        case " ", "\t":
          break
        case "-", "?":
          tokenStart = tokenStart && (next == nil || next == " ")
        default:
          tokenStart = false
        }
        index += 1
      }
    }

    private func checkDepth(_ line: Int, _ column: Int) throws(ScenarioError) {
      guard indentStack.count + flowDepth > ScenarioInputGuard.maximumDepth else { return }
      throw error(
        line, column,
        "the document is nested too deeply (more than \(ScenarioInputGuard.maximumDepth) "
          + "levels); a scenario needs far fewer")
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ScenarioError {
      ScenarioError(file: file, line: line, column: column, message: message)
    }
  }
}
