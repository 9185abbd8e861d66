/// The footer: the keys that work right now, taken from the key table.
///
/// Hints are laid out in table order, two spaces apart, after a one-column margin. When they do
/// not all fit, the footer shortens labels first (short labels, then one space apart), and only
/// then drops hints whole, never cutting one: the highest ``KeyHint/rank`` first, the last of a
/// rank first, so the keys ranked 0 are the last to go whatever their place in the table. The
/// margin goes too when that keeps a key ranked ``KeyHint/keptAt80Columns`` or better. A
/// placeholder hint (``KeyHint/isPlaceholder``) takes its room but is drawn blank.
public struct Footer: Hashable, Sendable {
  /// The hints to show.
  public var hints: [KeyHint]

  /// Creates a footer.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  /// The hints that fit `width`, the gap between them and the margin before the first.
  private func fitted(width: Int) -> (hints: [KeyHint], gap: Int, margin: Int) {
    let short = hints.map(\.shortened)
    for (candidate, gap) in [(hints, 2), (short, 2), (short, 1)]
    where Self.width(of: candidate, gap: gap, margin: 1) <= width {
      return (candidate, gap, 1)
    }
    let indented = Self.keeping(short, width: width, margin: 1)
    let dropped = short.filter { hint in !indented.contains(hint) }
    guard dropped.contains(where: { $0.rank <= KeyHint.keptAt80Columns }) else {
      return (indented, 1, 1)
    }
    let flush = Self.keeping(short, width: width, margin: 0)
    return flush.count > indented.count ? (flush, 1, 0) : (indented, 1, 1)
  }

  /// The hints of `short` that fit `width` one space apart after `margin`, the others giving
  /// way highest rank and last first.
  private static func keeping(_ short: [KeyHint], width: Int, margin: Int) -> [KeyHint] {
    var kept = short.indices.map { _ in true }
    var visible = short
    let givingWay = short.indices.sorted { (short[$0].rank, $0) > (short[$1].rank, $1) }
    for index in givingWay {
      if Self.width(of: visible, gap: 1, margin: margin) <= width { return visible }
      kept[index] = false
      visible = short.indices.filter { kept[$0] }.map { short[$0] }
    }
    return visible
  }

  private static func width(of hints: [KeyHint], gap: Int, margin: Int) -> Int {
    hints.reduce(margin) { $0 + $1.width } + gap * max(0, hints.count - 1)
  }

  /// Draws the footer into the first row of `rect`.
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    let (visible, gap, margin) = fitted(width: rect.width)
    var column = rect.x + margin
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
