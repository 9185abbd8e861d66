import FlowEngine

/// Finds the known name closest to a misspelt one, for "did you mean" hints.
public enum NameSuggester {
  /// The candidate closest to `word` by edit distance (a swap of two neighbours counts as one
  /// edit), ignoring case; nil when nothing is close enough to be a plausible typo.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    guard !target.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      let limit = max(1, min(3, max(target.count, candidate.count) / 3))
      guard distance <= limit, distance < (best?.distance ?? Int.max) else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The candidates within typo distance of `word`, closest first (for "close names" lists).
  public static func closeNames(to word: String, among candidates: [String], limit: Int = 3)
    -> [String]
  {
    let target = Array(word.lowercased())
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let lowered = candidate.lowercased()
      let distance = editDistance(target, Array(lowered))
      let isClose =
        distance <= max(2, max(target.count, lowered.count) / 3)
        || (!target.isEmpty
          && (lowered.contains(String(target)) || String(target).contains(lowered)))
      return isClose ? (candidate, distance) : nil
    }
    return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost one.
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previousRow = [Int](repeating: 0, count: rhs.count + 1)
    var row = Array(0...rhs.count)
    var distances: [[Int]] = [row]
    for i in 1...lhs.count {
      previousRow = row
      row = [Int](repeating: 0, count: rhs.count + 1)
      row[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          row[j] = min(row[j], distances[i - 2][j - 2] + 1)
        }
      }
      distances.append(row)
    }
    return row[rhs.count]
  }
}
