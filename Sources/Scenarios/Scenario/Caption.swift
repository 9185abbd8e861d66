/// A walkthrough step's caption: one line, at most ``columns`` wide, that says what just
/// happened ("Carlos approves; Landmarks runs."). A step's own `caption:` wins; without one the
/// caption is the narration's first sentence, cut at a word with "…" when it is too long.
public enum Caption {
  /// The widest a caption may be: one line of the smallest presenter terminal.
  public static let columns = 80

  /// The caption a step shows: `explicit` when the step gives one, else derived from
  /// `narration` (empty when both are).
  public static func shown(explicit: String, narration: String) -> String {
    explicit.isEmpty ? derived(from: narration) : explicit
  }

  /// The narration's first sentence, cut at a word boundary with "…" to fit ``columns``.
  ///
  /// A sentence ends at ".", "!" or "?" followed by a space; an abbreviation such as "e.g."
  /// mid-sentence may end it early, which is why hand-written captions are preferred.
  /// Width is counted in characters: narration is prose in a Latin script, where a character
  /// is one column.
  public static func derived(from narration: String) -> String {
    let text = narration.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var sentence = text
    if let end = sentenceEnd(in: text) {
      sentence = String(text[..<end])
    }
    return fitted(sentence)
  }

  /// `text` as it fits ``columns``: whole when it does, else cut after the last whole word
  /// that leaves room for "…".
  public static func fitted(_ text: String) -> String {
    guard text.count > columns else { return text }
    let room = text.prefix(columns - 1)
    let cut = room.lastIndex(of: " ").map { room[..<$0] } ?? room
    return cut.trimmingSuffix(while: { ",;:—–- ".contains($0) }) + "…"
  }

  private static func sentenceEnd(in text: String) -> String.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if ".!?".contains(text[index]), next == text.endIndex || text[next] == " " {
        return next
      }
      index = next
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while drop: (Character) -> Bool) -> String {
    var end = endIndex
    while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
    return String(self[startIndex..<end])
  }
}
