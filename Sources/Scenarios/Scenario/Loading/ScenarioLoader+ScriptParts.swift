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

  /// `unknown action "lanch"; did you mean "launch"?`, or the words when none is close.
  public static func unknown(_ what: String, _ word: String, among words: [String]) -> String {
    "unknown \(what) \"\(word)\""
      + (NameSuggester.suggestion(for: word, among: words).map { "; did you mean \"\($0)\"?" }
        ?? "; expected one of \(ScenarioNode.list(words))")
  }
}
