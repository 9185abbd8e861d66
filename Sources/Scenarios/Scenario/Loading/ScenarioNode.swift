import FlowEngine

/// A YAML node with the key path that led to it, so every error can say where it is.
///
/// Values are read from the scalar text as written, whatever the quoting, so `age: "14"` and
/// `age: 14` mean the same; only an unquoted `null`, `~` or nothing at all is null.
public struct ScenarioNode {
  /// The node.
  public let node: YAMLNode
  /// The key path: `world.person.age`, `script[3].expect` (list positions count from 1).
  public let path: String
  /// The file name, for errors.
  public let file: String

  /// The line, from 1.
  public var line: Int { node.position.line }
  /// The column, from 1.
  public var column: Int { node.position.column }

  /// An error at this node, prefixed with its key path.
  public func error(_ message: String) -> ScenarioError {
    ScenarioError(
      file: file, line: line, column: column,
      message: path.isEmpty ? message : "\(path): \(message)")
  }

  /// An "expected …, found …" error, with a suggestion when one is given.
  public func mismatch(expected: String, suggestion: String? = nil) -> ScenarioError {
    var message = "expected \(expected), found \(found)"
    if let suggestion { message += "; did you mean \"\(suggestion)\"?" }
    return error(message)
  }

  /// What the node is, as an error message names it.
  public var found: String {
    switch node {
    case .scalar(let scalar):
      if isNull { return "nothing" }
      let text = scalar.text
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      let escaped = TerminalSafeText.escaping(
        shown.replacing("\n", with: "\\n"), keepsNewlines: false)
      return "\"\(escaped)\""
    case .mapping: return "a mapping (key: value pairs)"
    case .sequence: return "a list"
    }
  }

  /// Whether the node is an unquoted `null`, `~` or empty value.
  public var isNull: Bool {
    guard case .scalar(let scalar) = node else { return false }
    guard scalar.isPlain else { return false }
    return ["", "null", "Null", "NULL", "~"].contains(scalar.text)
  }

  // MARK: - Scalars

  /// The scalar text, or an error naming what was found instead.
  public func scalarText(expected: @autoclosure () -> String) throws(ScenarioError) -> String {
    guard case .scalar(let scalar) = node, !isNull else {
      throw mismatch(expected: expected())
    }
    return scalar.text
  }

  /// A one-line, non-empty text of at most `maximumLength` characters.
  public func line(maximumLength: Int = 200) throws(ScenarioError) -> String {
    let text = try scalarText(expected: "a line of text")
    let scalars = Array(text.unicodeScalars)
    // Bidi controls are allowed in a line (escaped or neutralised in every output):
    // right-to-left names need them.
    if let offset = scalars.firstIndex(where: {
      $0 != "\n" && TerminalSafeText.isUnsafe($0) && !TerminalSafeText.isBidiControl($0)
    }) {
      throw error(
        "expected a single line of text, found \(Self.describe(scalars[offset])) at character "
          + "\(offset + 1)")
    }
    guard !scalars.contains("\n") else {
      let lines = text.unicodeScalars.split(separator: "\n").count
      throw error("expected a single line of text, found \(lines) lines")
    }
    return try checkedText(text, maximumLength: maximumLength)
  }

  /// A character a single line may not hold, named for an error.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    let name =
      switch scalar.value {
      case 0x0D: "a carriage return"
      case 0x00: "a NUL character"
      case 0x1B: "an escape character"
      case 0x85: "a next-line character"
      case 0x2028: "a line separator"
      case 0x2029: "a paragraph separator"
      default: "a control character"
      }
    return "\(name) (\(TerminalSafeText.escape(scalar)))"
  }

  /// A non-empty text (several lines allowed) of at most `maximumLength` characters.
  public func text(maximumLength: Int = 2000) throws(ScenarioError) -> String {
    let text = try scalarText(expected: "text")
    return try checkedText(text, maximumLength: maximumLength)
  }

  private func checkedText(_ text: String, maximumLength: Int) throws(ScenarioError) -> String {
    let trimmed = text.trimmingEdges()
    guard !trimmed.isEmpty else { throw error("expected text, found an empty value") }
    guard trimmed.count <= maximumLength else {
      throw error(
        "the text is \(trimmed.count) characters long; at most \(maximumLength) are allowed")
    }
    return trimmed
  }

  /// A whole number in a range.
  public func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
    let text = try scalarText(expected: "a whole number")
    guard let value = Int(text.trimmingEdges()) else {
      throw mismatch(expected: "a whole number")
    }
    guard range.contains(value) else {
      throw error(
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value)")
    }
    return value
  }

  /// `true` or `false`.
  public func boolean() throws(ScenarioError) -> Bool {
    let text = try scalarText(expected: "true or false")
    switch text {
    case "true": return true
    case "false": return false
    default:
      throw mismatch(
        expected: "true or false",
        suggestion: NameSuggester.suggestion(for: text, among: ["true", "false"]))
    }
  }

  /// One of a fixed set of words, with a suggestion for a misspelling.
  /// `suggests: false` for values whose neighbours are not typos of each other (versions).
  public func choice<Value>(
    _ options: KeyValuePairs<String, Value>, expected: String? = nil, suggests: Bool = true
  ) throws(ScenarioError) -> Value {
    // The list of names is written only for an error: a valid file never needs it.
    let names = { options.map(\.key) }
    let described = { expected ?? Self.list(names()) }
    let text = try scalarText(expected: described())
    // Searched by position: a generic search asks the runtime for the pairs' conformances, and
    // it finds each new value type's by scanning all of the binary's (launch time, issue 40).
    for position in options.startIndex..<options.endIndex where options[position].key == text {
      return options[position].value
    }
    throw mismatch(
      expected: described(),
      suggestion: suggests ? NameSuggester.suggestion(for: text, among: names()) : nil)
  }

  /// A scalar that must be one of `names`, returned as written: ``choice(_:expected:suggests:)``
  /// for names that stand for themselves. An error lists the names after `kind` ("a choice:
  /// approve, decline or …"), or says `whenNone` when there are none, and suggests the
  /// closest. The list is written only for an error: a valid file never needs it.
  public func name(among names: [String], kind: String? = nil, whenNone: String? = nil)
    throws(ScenarioError) -> String
  {
    let described = {
      if names.isEmpty, let whenNone { return whenNone }
      return kind.map { "\($0): \(Self.list(names))" } ?? Self.list(names)
    }
    let text = try scalarText(expected: described())
    guard names.contains(text) else {
      throw mismatch(
        expected: described(), suggestion: NameSuggester.suggestion(for: text, among: names))
    }
    return text
  }

  /// A scalar that must name one case of `type`: ``name(among:kind:whenNone:)`` over its raw
  /// values, in the order of its cases, returned as the case.
  public func named<Value: CaseIterable & RawRepresentable>(_ type: Value.Type, kind: String? = nil)
    throws(ScenarioError) -> Value where Value.RawValue == String
  {
    // A name is looked up by its raw value; the cases are listed, in a function of their own,
    // only for an error. Listing them needs `Value.AllCases`, which the runtime finds by
    // scanning all of the binary's conformances, for each new `Value`: a function that names it
    // pays that on every call, the name found or not (some 40 µs a type at launch, issue 40).
    if case .scalar(let scalar) = node, !isNull, let value = Value(rawValue: scalar.text) {
      return value
    }
    return try namedAmongCases(type, kind: kind)
  }

  /// ``named(_:kind:)`` for a scalar that is not a case's raw value, or not a scalar: the error
  /// lists the cases and suggests the closest.
  @inline(never)
  private func namedAmongCases<Value: CaseIterable & RawRepresentable>(
    _ type: Value.Type, kind: String?
  ) throws(ScenarioError) -> Value where Value.RawValue == String {
    let text = try name(among: Value.allCases.map(\.rawValue), kind: kind)
    guard let value = Value(rawValue: text) else {
      throw mismatch(expected: Self.list(Value.allCases.map(\.rawValue)))
    }
    return value
  }

  /// A `YYYY-MM-DD` date that exists.
  public func date() throws(ScenarioError) -> SimDate {
    let text = try scalarText(expected: "a date as YYYY-MM-DD")
    guard let date = SimDate(iso: text) else {
      if Self.isDateShaped(text) { throw error("\(text) is not a real date") }
      throw mismatch(expected: "a date as YYYY-MM-DD")
    }
    return date
  }

  /// Whether `text` has a date's shape (three runs of digits joined by `-`), so a text that
  /// does not parse names a day that does not exist rather than something else.
  public static func isDateShaped(_ text: String) -> Bool {
    let parts = text.split(separator: "-")
    return parts.count == 3 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
  }

  /// An app version such as `2.1`.
  public func version() throws(ScenarioError) -> AppVersion {
    let text = try scalarText(expected: "a version such as \"2.1\"")
    guard let version = AppVersion(text) else {
      throw mismatch(expected: "a version such as \"2.1\" (numbers separated by dots)")
    }
    return version
  }

  // MARK: - Collections

  /// The items of a list, each with its path; `maximumCount` bounds the work a file can ask for.
  public func list(maximumCount: Int, allowEmpty: Bool = false) throws(ScenarioError)
    -> [ScenarioNode]
  {
    guard case .sequence(let items, _) = node else { throw mismatch(expected: "a list") }
    guard allowEmpty || !items.isEmpty else {
      throw error("expected at least one item, found an empty list")
    }
    guard items.count <= maximumCount else {
      throw error(
        "the list has \(items.count) items; at most \(maximumCount) are allowed")
    }
    return items.enumerated().map { offset, item in
      ScenarioNode(node: item, path: "\(path)[\(offset + 1)]", file: file)
    }
  }

  /// The entries of a mapping whose keys must all be among `keys`.
  public func mapping(keys: [String]) throws(ScenarioError) -> ScenarioMapping {
    guard case .mapping(let pairs, _) = node else {
      throw mismatch(expected: "a mapping with keys such as \(Self.list(Array(keys.prefix(3))))")
    }
    var entries: [ScenarioMapping.Entry] = []
    for pair in pairs {
      let keyNode = pair.key
      let value = pair.value
      let keyAt = ScenarioNode(node: keyNode, path: path, file: file)
      guard case .scalar(let scalar) = keyNode, !keyAt.isNull else {
        throw keyAt.error(
          "expected a key (a word such as \(keys.first ?? "name")), found \(keyAt.found)")
      }
      let key = scalar.text
      guard keys.contains(key) else {
        var message = "unknown key \"\(key)\""
        if let suggestion = NameSuggester.suggestion(for: key, among: keys) {
          message += "; did you mean \"\(suggestion)\"?"
        } else {
          message += "; expected one of \(Self.list(keys))"
        }
        throw keyAt.error(message)
      }
      let childPath = path.isEmpty ? key : "\(path).\(key)"
      entries.append(
        ScenarioMapping.Entry(
          key: key, keyNode: keyAt,
          value: ScenarioNode(node: value, path: childPath, file: file)))
    }
    return ScenarioMapping(owner: self, entries: entries)
  }

  /// `a, b or c`.
  public static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}

extension String {
  /// The text without leading and trailing spaces and newlines.
  public func trimmingEdges() -> String {
    // Scalars, not characters: a 1 MiB value is trimmed in one pass, without grapheme
    // breaking or rebuilding the string backwards.
    let isEdge: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isEdge($0) }),
      let last = scalars.lastIndex(where: { !isEdge($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
