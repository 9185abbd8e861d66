extension NarrationClaim {
  /// A claim found in a text: the claim and the words that made it.
  public struct Match: Hashable, Sendable {
    /// The outcome claimed.
    public var claim: NarrationClaim
    /// The text's words that matched one of the claim's phrases.
    public var words: String

    /// Whether one of `summaries` names the tapped button: its words, in order, in a clause.
    /// Any other claim names nothing and passes.
    public func names(_ summaries: [String]) -> Bool {
      guard claim == .tapped else { return true }
      let button = Array(NarrationClaim.clauses(of: words).joined().dropFirst())
      return summaries.contains { summary in
        NarrationClaim.clauses(of: summary).contains { clause in
          clause.count >= button.count
            && (0...clause.count - button.count).contains {
              Array(clause[$0..<$0 + button.count]) == button
            }
        }
      }
    }
  }

  /// Every claim `text` makes, in the order of the text, with ``hedges`` and ``names`` applied
  /// (a name's words neither claim nor hedge: "Never Share" is a mode, not a negation).
  /// `person` and `parent` fill the phrases' `{person}` and `{parent}`.
  public static func matches(in text: String, person: String, parent: String?) -> [Match] {
    let names = Self.names.map { pattern($0, person: person, parent: parent) }
    // Built once per text, not once per clause: `check` reads every step of every part.
    let phrases = allCases.flatMap { claim in
      claim.phrases.map { (claim: claim, words: pattern($0, person: person, parent: parent)) }
    }
    var found: [Match] = []
    for clause in clauses(of: text) {
      var skipped = Set<Int>()
      for name in names {
        for start in starts(of: name, in: clause) { skipped.formUnion(start..<start + name.count) }
      }
      var claimed: [(start: Int, match: Match)] = []
      for (claim, words) in phrases {
        for start in starts(of: words, in: clause)
        where skipped.isDisjoint(with: start..<start + words.count)
          && !isHedged(at: start, in: clause, skipping: skipped)
        {
          let matched = clause[start..<start + words.count].joined(separator: " ")
          claimed.append((start, Match(claim: claim, words: matched)))
        }
      }
      // Two phrases of one claim may overlap ("the system asks Nina"): a clause claims an
      // outcome once.
      var seen = Set<NarrationClaim>()
      for (_, match) in claimed.sorted(by: { $0.start < $1.start })
      where seen.insert(match.claim).inserted {
        found.append(match)
      }
    }
    return found
  }

  /// A phrase as alternatives per word.
  private static func pattern(_ phrase: String, person: String, parent: String?) -> [Set<String>] {
    phrase.split(separator: " ").map { word in
      switch word {
      case "{person}": [person.lowercased()]
      case "{parent}": parent.map { [$0.lowercased()] } ?? []
      default: Set(word.split(separator: "|").map(String.init))
      }
    }
  }

  private static func starts(of pattern: [Set<String>], in clause: [String]) -> [Int] {
    guard !pattern.isEmpty, pattern.count <= clause.count else { return [] }
    return (0...clause.count - pattern.count).filter { start in
      pattern.indices.allSatisfy { pattern[$0].contains(clause[start + $0]) }
    }
  }

  private static func isHedged(at start: Int, in clause: [String], skipping names: Set<Int>)
    -> Bool
  {
    if start > 0, clause[start - 1] == "to" { return true }
    return clause.indices[..<start].contains { !names.contains($0) && hedges.contains(clause[$0]) }
  }

  /// The text's clauses, each as lowercased words: a clause ends at sentence punctuation, a
  /// comma, a colon, a semicolon, a dash or a parenthesis. Apostrophes stay inside words; quotes
  /// and other punctuation separate words.
  static func clauses(of text: String) -> [[String]] {
    var clauses: [[String]] = []
    var words: [String] = []
    var word = ""
    func endWord() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if character == "'" || character == "’", !word.isEmpty {
        word.append("'")
      } else if ".,;:!?()[]—–".contains(character) {
        endWord()
        if !words.isEmpty { clauses.append(words) }
        words = []
      } else {
        endWord()
      }
    }
    endWord()
    if !words.isEmpty { clauses.append(words) }
    return clauses
  }
}
