/// The footer: the keys that work right now, taken from the key table.
///
/// Hints are laid out in table order, two spaces apart. When they do not all fit, the footer
/// shortens labels first (short labels, then one space apart), and only then drops hints whole
/// from the end, never cutting one; so put the most important bindings first in the table.
/// A placeholder hint (``KeyHint/isPlaceholder``) takes its room but is drawn blank.
public struct Footer: Hashable, Sendable {
  /// The hints to show.
  public var hints: [KeyHint]

  /// Creates a footer.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  /// The hints that fit in `width` columns, as shown (placeholders included).
  public func visibleHints(width: Int) -> [KeyHint] {
    fitted(width: width).hints
  }

  private func fitted(width: Int) -> (hints: [KeyHint], gap: Int) {
    let short = hints.map(\.shortened)
    for (candidate, gap) in [(hints, 2), (short, 2), (short, 1)]
    where Self.width(of: candidate, gap: gap) <= width {
      return (candidate, gap)
    }
    var used = 0
    var visible: [KeyHint] = []
    for hint in short {
      let needed = 1 + hint.width
      guard used + needed <= width else { break }
      used += needed
      visible.append(hint)
    }
    return (visible, 1)
  }

  private static func width(of hints: [KeyHint], gap: Int) -> Int {
    hints.reduce(1) { $0 + $1.width } + gap * max(0, hints.count - 1)
  }

  /// Draws the footer into the first row of `rect`.
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    let (visible, gap) = fitted(width: rect.width)
    var column = rect.x + 1
    for (index, hint) in visible.enumerated() {
      if index > 0 { column += gap }
      guard !hint.isPlaceholder else {
        column += hint.width
        continue
      }
      column = canvas.write(hint.keys, column: column, row: rect.y, style: .key, clip: rect)
      column = canvas.write(" " + hint.label, column: column, row: rect.y, clip: rect)
    }
  }
}
