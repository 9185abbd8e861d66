import FlowEngine

// MARK: - The parts of a script step every store's section reads

extension ScenarioLoader {
  /// A caption is one line: a folded scalar (`>-`) is fine, a literal block's line breaks are
  /// not. Its width is `check`'s to warn about, since a long caption still plays.
  public func caption(from node: ScenarioNode) throws(ScenarioError) -> String {
    let text = try node.text(maximumLength: 400)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    guard lines == 1 else {
      throw node.error("expected a caption of one line, found \(lines) lines")
    }
    return text
  }

  /// A `do:` value as written: a bare word (`launch`), or a mapping of one word to its value
  /// (`{clock: +1 day}`); the word, the node it stands at, and the value (nil for a bare word).
  /// A key that is not a word reads as the empty word, which no table holds.
  public func verb(of node: ScenarioNode, expected: String) throws(ScenarioError)
    -> (word: String, at: ScenarioNode, value: ScenarioNode?)
  {
    if case .scalar = node.node, !node.isNull {
      return (try node.line(maximumLength: 40), node, nil)
    }
    guard case .mapping(let pairs, _) = node.node else {
      throw node.mismatch(expected: expected)
    }
    guard pairs.count == 1, let pair = pairs.first else {
      throw node.error(
        "expected one action, found \(pairs.count) (write each action as its own step)")
    }
    let keyAt = ScenarioNode(node: pair.key, path: node.path, file: file)
    let word = keyAt.isNull ? "" : (try? keyAt.scalarText(expected: "")) ?? ""
    return (
      word, keyAt, ScenarioNode(node: pair.value, path: "\(node.path).\(word)", file: file)
    )
  }

  /// A change's ID: kebab-case (`video-calling`), no longer than a change ID may be.
  public func changeIDText(from node: ScenarioNode) throws(ScenarioError) -> String {
    let text = try node.line(maximumLength: ScenarioLimits.changeIDLength)
    guard Self.isKebabCase(text) else {
      throw node.mismatch(expected: "a kebab-case change ID such as video-calling")
    }
    return text
  }

  /// A change written on one line, `ID "description"`, or `ID "description" YYYY-MM-DD` when
  /// `withDate`: its ID, its description and its date. `expected` is what a mismatch says.
  public func writtenChange(from node: ScenarioNode, expected: String, withDate: Bool)
    throws(ScenarioError) -> (id: String, description: String, date: SimDate?)
  {
    let text = try node.line(maximumLength: 300).trimmingEdges()
    guard let firstSpace = text.firstIndex(of: " ") else { throw node.mismatch(expected: expected) }
    var end = text.endIndex
    if withDate {
      guard let lastSpace = text.lastIndex(of: " "), firstSpace < lastSpace else {
        throw node.mismatch(expected: expected)
      }
      end = lastSpace
    }
    let id = String(text[..<firstSpace])
    let quoted = String(text[text.index(after: firstSpace)..<end]).trimmingEdges()
    guard quoted.count >= 3, quoted.hasPrefix("\""), quoted.hasSuffix("\""), Self.isKebabCase(id)
    else { throw node.mismatch(expected: expected) }
    var date: SimDate?
    if withDate {
      date = SimDate(iso: String(text[text.index(after: end)...]))
      guard date != nil else {
        throw node.error(
          "expected the effective date as YYYY-MM-DD at the end, found \(node.found)")
      }
    }
    let description = String(quoted.dropFirst().dropLast())
    let limit = ScenarioLimits.changeDescriptionLength
    guard description.count <= limit else {
      throw node.error(
        "the description is \(description.count) characters long; at most \(limit) are allowed")
    }
    return (id, description, date)
  }

  /// A number of days from 1 to 3650: `9 days`, `1 day`. `example` is the one an error shows.
  public func days(from node: ScenarioNode, example: String) throws(ScenarioError) -> Int {
    let expected = "a number of days such as \(example)"
    let parts = try node.scalarText(expected: expected).split(separator: " ")
    guard parts.count == 2, let count = Int(parts[0]), parts[1] == "day" || parts[1] == "days"
    else { throw node.mismatch(expected: expected) }
    guard (1...3650).contains(count) else {
      throw node.error("expected from 1 to 3650 days, found \(count)")
    }
    return count
  }

  /// A `set:` value, `{name: value}` or `name value`: the setting's name, one of `names`, and
  /// where its value is written: the word after the name in one scalar (`text`), else the
  /// mapping's value (`at`). `example` is the mapping an error shows.
  public func setting(from node: ScenarioNode, names: [String], example: String)
    throws(ScenarioError) -> (name: String, text: String?, at: ScenarioNode)
  {
    if case .mapping = node.node {
      let fields = try node.mapping(keys: names)
      guard fields.entries.count == 1, let entry = fields.entries.first else {
        throw node.error(
          "expected one setting, found \(fields.entries.count) (write each as its own step)")
      }
      return (entry.key, nil, entry.value)
    }
    let expected = "a setting and its value such as \(example)"
    let words = try node.scalarText(expected: expected).split(separator: " ")
    guard words.count == 2 else { throw node.mismatch(expected: expected) }
    let name = String(words[0])
    guard names.contains(name) else {
      throw node.mismatch(
        expected: "a setting: \(ScenarioNode.list(names))",
        suggestion: NameSuggester.suggestion(for: name, among: names))
    }
    return (name, String(words[1]), node)
  }

  /// The value of setting `name`, one of `options`' words: `text` when it came after the name
  /// in one scalar, else the node's own.
  public func settingWord<Value>(
    _ options: [(String, Value)], setting name: String, text: String?, at node: ScenarioNode
  ) throws(ScenarioError) -> Value {
    let names = options.map(\.0)
    var given = text ?? ""
    if text == nil { given = try node.scalarText(expected: ScenarioNode.list(names)) }
    if let match = options.first(where: { $0.0 == given }) { return match.1 }
    throw node.error(
      "\(name): expected \(ScenarioNode.list(names)), found \"\(given)\""
        + (NameSuggester.suggestion(for: given, among: names).map { "; did you mean \"\($0)\"?" }
          ?? ""))
  }

  /// `unknown action "lanch"; did you mean "launch"?`, or the words when none is close.
  public static func unknown(_ what: String, _ word: String, among words: [String]) -> String {
    "unknown \(what) \"\(word)\""
      + (NameSuggester.suggestion(for: word, among: words).map { "; did you mean \"\($0)\"?" }
        ?? "; expected one of \(ScenarioNode.list(words))")
  }
}
