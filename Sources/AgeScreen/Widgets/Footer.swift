/// The footer: the keys that work right now, taken from the key table.
///
/// Hints are laid out in table order, two spaces apart. When they do not all fit, the footer
/// shortens labels first (short labels, then one space apart), and only then drops hints whole,
/// never cutting one: the highest ``KeyHint/rank`` first, the last of a rank first, so the keys
/// ranked 0 are the last to go whatever their place in the table. A placeholder hint
/// (``KeyHint/isPlaceholder``) takes its room but is drawn blank.
public struct Footer: Hashable, Sendable {
  /// The hints to show.
  public var hints: [KeyHint]

  /// Creates a footer.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  private func fitted(width: Int) -> (hints: [KeyHint], gap: Int) {
    let short = hints.map(\.shortened)
    for (candidate, gap) in [(hints, 2), (short, 2), (short, 1)]
    where Self.width(of: candidate, gap: gap) <= width {
      return (candidate, gap)
    }
    var kept = short.indices.map { _ in true }
    let givingWay = short.indices.sorted { (short[$0].rank, $0) > (short[$1].rank, $1) }
    for index in givingWay {
      kept[index] = false
      let visible = short.indices.filter { kept[$0] }.map { short[$0] }
      if Self.width(of: visible, gap: 1) <= width { return (visible, 1) }
    }
    return ([], 1)
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
