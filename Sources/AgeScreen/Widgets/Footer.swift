/// The footer: the keys that work right now, taken from the key table.
///
/// Hints are laid out in table order, two spaces apart; those that do not fit are dropped
/// whole, never cut, so put the most important bindings first in the table.
public struct Footer: Hashable, Sendable {
  /// The hints to show.
  public var hints: [KeyHint]

  /// Creates a footer.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  /// The hints that fit in `width` columns.
  public func visibleHints(width: Int) -> [KeyHint] {
    var used = 0
    var visible: [KeyHint] = []
    for hint in hints {
      let needed = (visible.isEmpty ? 1 : 2) + hint.width
      guard used + needed <= width else { break }
      used += needed
      visible.append(hint)
    }
    return visible
  }

  /// Draws the footer into the first row of `rect`.
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    var column = rect.x + 1
    for (index, hint) in visibleHints(width: rect.width).enumerated() {
      if index > 0 { column += 2 }
      column = canvas.write(hint.keys, column: column, row: rect.y, style: .key, clip: rect)
      column = canvas.write(" " + hint.label, column: column, row: rect.y, clip: rect)
    }
  }
}
