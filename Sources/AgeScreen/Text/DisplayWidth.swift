/// Display width of text in terminal columns, computed in pure Swift.
///
/// The widths follow the per-code-point rules that glibc's `wcwidth` (and therefore ncurses)
/// uses, so a canvas and the terminal library always agree on where a cell ends:
/// East Asian wide and fullwidth characters and emoji with emoji presentation take two columns;
/// combining marks, format characters (ZWJ, zero-width space) and variation selectors take none;
/// control characters take none and are never drawn.
///
/// Emoji ZWJ sequences and skin-tone modifiers are the exception: terminals draw them in two
/// columns while `wcwidth` sums their parts (six for a family), which corrupts a row. The canvas
/// therefore draws only the base emoji of such a cluster (see ``terminalSafe(_:)``), and every
/// width here is measured on that drawn form.
public enum DisplayWidth {
  /// The ellipsis appended by ``truncate(_:to:)``.
  public static let ellipsis: Character = "…"

  // MARK: - Measuring

  /// Columns taken by one Unicode scalar, as `wcwidth` counts it.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x7F { return 1 }
    // Latin-1 and the Latin extensions (below the combining marks), the dashes, quotes, bullets
    // and ellipsis of General Punctuation, and box drawing and block elements are one column
    // each: answered before the Unicode property look-ups, which cost most of a frame.
    if value < 0x300 || (0x2010...0x2027).contains(value) || (0x2500...0x259F).contains(value) {
      return 1
    }
    let zeroWidthCategories: [Unicode.GeneralCategory] = [.nonspacingMark, .enclosingMark, .format]
    if zeroWidthCategories.contains(scalar.properties.generalCategory) { return 0 }
    // Hangul medial vowels and final consonants join the preceding syllable.
    if (0x1160...0x11FF).contains(value) { return 0 }
    // A flag is two regional indicators of one column each.
    if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// Whether `scalar` is always a grapheme of its own, and its own terminal-safe form: it never
  /// extends or joins a neighbour, and no neighbour in these ranges extends it (Latin, General
  /// Punctuation, arrows, box drawing, shapes, symbols and dingbats; controls are not drawn).
  public static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x300 || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value)
      || (0x2190...0x21FF).contains(value) || (0x2500...0x27BF).contains(value)
  }

  /// Columns taken by one grapheme when drawn on a canvas (measured on its terminal-safe form).
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return of(scalar) }
    return terminalSafe(character).unicodeScalars.reduce(0) { $0 + of($1) }
  }

  /// Columns taken by a string drawn on one line.
  public static func of(_ text: String) -> Int {
    columns(of: text)
  }

  /// Columns taken by a substring drawn on one line.
  public static func of(_ text: Substring) -> Int {
    columns(of: text)
  }

  /// The measure the string overloads share. Strings and substrings have overloads of their
  /// own so that other modules call code specialised here: generic code asks the runtime for
  /// the views' types, which it finds by scanning all of the binary's conformances at every
  /// launch (issue 40).
  private static func columns(of text: some StringProtocol) -> Int {
    // Most of the screen is printable ASCII: one column a byte, without grapheme breaking.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    // A grapheme measures as the sum of its scalars unless `terminalSafe` trims it (a ZWJ
    // sequence, a skin tone); without those, the scalars are summed without grapheme breaking.
    var columns = 0
    for scalar in text.unicodeScalars {
      if scalar.value == 0x200D || (0x1F3FB...0x1F3FF).contains(scalar.value) {
        return text.reduce(0) { $0 + of($1) }
      }
      columns += of(scalar)
    }
    return columns
  }

  /// The form of `character` that every terminal draws in the same number of columns:
  /// an emoji ZWJ sequence keeps only its first emoji, and skin-tone modifiers are dropped.
  public static func terminalSafe(_ character: Character) -> Character {
    let scalars = character.unicodeScalars
    guard scalars.count > 1 else { return character }
    var kept = String.UnicodeScalarView()
    for scalar in scalars {
      if scalar.value == 0x200D { break }
      if (0x1F3FB...0x1F3FF).contains(scalar.value) { continue }
      kept.append(scalar)
    }
    return kept.isEmpty ? character : Character(String(kept))
  }

  // MARK: - Fitting

  /// `text` cut to at most `columns` display columns. When it does not fit, the last visible
  /// column becomes "…"; a wide grapheme is never split.
  public static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    result.append(ellipsis)
    return result
  }

  /// `text` padded with spaces (or truncated) to exactly `columns` display columns.
  public static func pad(_ text: String, to columns: Int) -> String {
    let fitted = truncate(text, to: columns)
    return fitted + String(repeating: " ", count: max(0, columns - of(fitted)))
  }

  /// `text` broken into lines of at most `columns` display columns.
  ///
  /// Lines break between words; a word longer than a line is broken hard, never inside a
  /// grapheme. Explicit newlines start a new line, and an empty paragraph stays an empty line.
  public static func wrap(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    for words in paragraphs(of: text) {
      lines.append(contentsOf: wrapParagraph(words, to: columns))
    }
    return lines
  }

  /// How many lines ``wrap(_:to:)`` breaks `text` into, without making them: a long document
  /// (Play Console's list of hundreds of changes) is measured in time linear in its text, and
  /// only the rows a pane shows are made.
  public static func wrappedLineCount(_ text: String, to columns: Int) -> Int {
    guard columns > 0 else { return 0 }
    // One line of scalars that are graphemes of their own (nearly every row of a pane): its
    // words are measured scalar by scalar, without splitting it into strings.
    if let count = standaloneLineCount(text, to: columns) { return count }
    return paragraphs(of: text).reduce(0) { $0 + lineCount($1, to: columns) }
  }

  /// ``lineCount(_:to:)`` for text of one paragraph whose every scalar is a grapheme of its own
  /// (``isStandalone(_:)``), walked in place; nil for any other text.
  private static func standaloneLineCount(_ text: String, to columns: Int) -> Int? {
    let scalars = text.unicodeScalars
    guard scalars.allSatisfy({ isStandalone($0) && $0 != "\n" && $0 != "\r" }) else {
      return nil
    }
    var count = 0
    var lineWidth = 0
    var index = scalars.startIndex
    while index < scalars.endIndex {
      guard scalars[index] != " " else {
        index = scalars.index(after: index)
        continue
      }
      var end = index
      var wordWidth = 0
      while end < scalars.endIndex, scalars[end] != " " {
        wordWidth += of(scalars[end])
        end = scalars.index(after: end)
      }
      defer { index = end }
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        count += 1
        lineWidth = 0
      }
      // A word wider than the line is cut as `longWordPiece` cuts it: after the last
      // punctuation that fits, else after the last character that fits.
      var rest = index
      var restWidth = wordWidth
      while restWidth > columns {
        var width = 0
        var position = rest
        var lastBreak: (end: String.UnicodeScalarView.Index, width: Int)?
        while position < end {
          let scalar = scalars[position]
          let scalarWidth = of(scalar)
          if width + scalarWidth > columns { break }
          width += scalarWidth
          position = scalars.index(after: position)
          if breaksAfter.contains(Character(scalar)) { lastBreak = (position, width) }
        }
        if position == rest {
          // A character wider than the line still goes on a line of its own.
          position = scalars.index(after: rest)
          width = of(scalars[rest])
        }
        let cut = lastBreak ?? (position, width)
        count += 1
        rest = cut.end
        restWidth -= cut.width
      }
      lineWidth = restWidth
    }
    return lineWidth > 0 || count == 0 ? count + 1 : count
  }

  /// The words of each paragraph of `text`.
  private static func paragraphs(of text: String) -> [[Substring]] {
    // Where every scalar is a grapheme of its own (all of the app's text but the rarest), the
    // newlines and spaces the text is split at are found byte by byte, without grapheme breaking.
    let bytewise = text.unicodeScalars.allSatisfy { isStandalone($0) && $0 != "\r" }
    let paragraphs =
      bytewise
      ? split(text[...], atByte: 0x0A, omittingEmpty: false)
      : text.split(separator: "\n", omittingEmptySubsequences: false)
    return paragraphs.map { paragraph in
      bytewise
        ? split(paragraph, atByte: 0x20, omittingEmpty: true) : paragraph.split(separator: " ")
    }
  }

  // MARK: - Internals

  /// `text` split at every `byte` (an ASCII character, so never inside a multibyte scalar), as
  /// `split(separator:omittingEmptySubsequences:)` splits at the character; the caller knows
  /// every scalar of `text` is a grapheme of its own, so the pieces are whole graphemes.
  private static func split(_ text: Substring, atByte byte: UInt8, omittingEmpty: Bool)
    -> [Substring]
  {
    var pieces: [Substring] = []
    var start = text.startIndex
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == byte {
        if !omittingEmpty || start < index { pieces.append(text[start..<index]) }
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    if !omittingEmpty || start < text.endIndex { pieces.append(text[start..<text.endIndex]) }
    return pieces
  }

  private static func wrapParagraph(_ words: [Substring], to columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in words {
      let wordWidth = of(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
        line.append(" ")
        line.append(contentsOf: word)
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if wordWidth <= columns {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // Each piece is measured once, as it is cut: measuring what is left before every cut
      // made a long word cost its length squared over the line's width.
      var rest = word[...]
      while true {
        let piece = longWordPiece(rest, columns: columns)
        guard piece.endIndex < rest.endIndex else {
          line = String(rest)
          lineWidth = of(rest)
          break
        }
        lines.append(String(piece))
        rest = rest[piece.endIndex...]
      }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// How many lines ``wrapParagraph(_:to:)`` makes of `words`: the same walk, counting.
  private static func lineCount(_ words: [Substring], to columns: Int) -> Int {
    var count = 0
    var lineWidth = 0
    for word in words {
      let wordWidth = of(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        count += 1
        lineWidth = 0
      }
      if wordWidth <= columns {
        lineWidth = wordWidth
        continue
      }
      var rest = word[...]
      while true {
        let piece = longWordPiece(rest, columns: columns)
        guard piece.endIndex < rest.endIndex else {
          lineWidth = of(rest)
          break
        }
        count += 1
        rest = rest[piece.endIndex...]
      }
    }
    return lineWidth > 0 || count == 0 ? count + 1 : count
  }

  /// The first line's worth of a word wider than `columns`: up to just after the last
  /// punctuation that fits (`askToApprove(` then `didSend:`), so an identifier breaks where a
  /// reader expects; only a word with no such place breaks at the last character that fits,
  /// never inside a grapheme. The whole word when it fits.
  private static func longWordPiece(_ word: Substring, columns: Int) -> Substring {
    var width = 0
    var end = word.startIndex
    var lastBreak: Substring.Index?
    for index in word.indices {
      let characterWidth = of(word[index])
      if width + characterWidth > columns {
        // A grapheme wider than the line still goes on a line of its own.
        if end == word.startIndex { end = word.index(after: word.startIndex) }
        return word[word.startIndex..<(lastBreak ?? end)]
      }
      width += characterWidth
      end = word.index(after: index)
      if breaksAfter.contains(word[index]) { lastBreak = end }
    }
    return word
  }

  /// Characters a long word may break after.
  private static let breaksAfter: Set<Character> = [
    "(", "[", "{", ".", ",", ":", ";", "/", "_", "-", "–", "—", ")", "]", "}", "=", "&", "?", "!",
  ]

  /// East Asian Wide (W) and Fullwidth (F) ranges that are not already emoji presentation.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}
