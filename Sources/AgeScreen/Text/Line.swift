/// One line of styled text made of spans.
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The spans, left to right.
  public var spans: [Span]

  /// A line made of `spans`.
  public init(_ spans: [Span]) { self.spans = spans }

  /// A line of one span.
  public init(_ text: String, style: CellStyle = .plain) { self.spans = [Span(text, style: style)] }

  /// A plain line from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The text without styles.
  public var text: String { spans.map(\.text).joined() }

  /// Width in display columns.
  public var width: Int { DisplayWidth.of(text) }

  /// How many rows the line takes in a pane `columns` wide: one when it is empty or fits,
  /// else as many as ``wrapped(to:)`` makes (none when there are no columns), counted
  /// without making them.
  public func rowCount(in columns: Int) -> Int {
    if spans.isEmpty || text.isEmpty { return 1 }
    let text = self.text
    if DisplayWidth.of(text) <= columns { return 1 }
    return DisplayWidth.wrappedLineCount(text, to: columns)
  }

  /// The line broken into lines of at most `columns` columns, keeping each span's style.
  /// Breaks happen between words as in ``DisplayWidth/wrap(_:to:)``.
  public func wrapped(to columns: Int) -> [Line] {
    guard columns > 0 else { return [] }
    // One style (the narration banner, most pane text): every piece is one span of it, with no
    // walk over the source's graphemes.
    if spans.count == 1, let style = spans.first?.style {
      return DisplayWidth.wrap(spans[0].text, to: columns).map { piece in
        piece.isEmpty ? Line([]) : Line([Span(piece, style: style)])
      }
    }
    // Wrap the plain text, then walk the source to give each wrapped character its style back.
    // The wrapper only ever drops spaces and newlines, so those are what the walk skips.
    let source = Array(text)
    var styles: [CellStyle] = []
    for span in spans {
      styles.append(contentsOf: repeatElement(span.style, count: span.text.count))
    }
    var index = 0
    var result: [Line] = []
    for piece in DisplayWidth.wrap(text, to: columns) {
      var line = Line([])
      for character in piece {
        while index < source.count, source[index] != character,
          source[index] == " " || source[index] == "\n"
        {
          index += 1
        }
        line.append(character, style: index < styles.count ? styles[index] : .plain)
        index += 1
      }
      result.append(line)
    }
    return result
  }

  /// The line cut to at most `columns` columns, ending in "…" when something was cut.
  public func truncated(to columns: Int) -> Line {
    guard width > columns else { return self }
    guard columns > 0 else { return Line([]) }
    var result = Line([])
    var used = 0
    for span in spans {
      for character in span.text {
        let characterWidth = DisplayWidth.of(character)
        if used + characterWidth > columns - 1 {
          result.append(DisplayWidth.ellipsis, style: span.style)
          return result
        }
        result.append(character, style: span.style)
        used += characterWidth
      }
    }
    return result
  }

  /// Appends one character in `style`, merging with the last span when the style matches.
  public mutating func append(_ character: Character, style: CellStyle) {
    if let last = spans.last, last.style == style {
      spans[spans.count - 1].text.append(character)
    } else {
      spans.append(Span(String(character), style: style))
    }
  }
}
