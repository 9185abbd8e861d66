/// The one-row tab bar naming all four panes, shown when only one pane fits.
///
/// The focused tab is reversed and marked "▶" so it is visible without colour. When the full
/// titles do not fit, the bar falls back to short titles, then to numbers for the other tabs.
public struct TabBar: Hashable, Sendable {
  /// The focused pane.
  public var focus: Pane
  /// What the tabs call the panes whose names are not ``Pane/title`` (a platform's own panes),
  /// full and short alike.
  public var titles: [Pane: String]

  /// Creates a tab bar.
  public init(focus: Pane, titles: [Pane: String] = [:]) {
    self.focus = focus
    self.titles = titles
  }

  /// The tab labels for a bar `width` columns wide, in pane order.
  public func labels(width: Int) -> [String] {
    let candidates: [(Pane) -> String] = [
      { "\($0.number) \(titles[$0] ?? $0.title)" },
      { "\($0.number) \(titles[$0] ?? $0.shortTitle)" },
      { $0 == focus ? "\($0.number) \(titles[$0] ?? $0.shortTitle)" : "\($0.number)" },
    ]
    for labelling in candidates {
      let labels = Pane.allCases.map { decorate(labelling($0), focused: $0 == focus) }
      if totalWidth(labels) <= width { return labels }
    }
    return Pane.allCases.map { decorate("\($0.number)", focused: $0 == focus) }
  }

  /// Draws the bar into `rect` (its first row).
  public func draw(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .tab)
    var column = rect.x
    for (pane, label) in zip(Pane.allCases, labels(width: rect.width)) {
      if pane != .child {
        column = canvas.write("│", column: column, row: rect.y, style: .tab, clip: rect)
      }
      column = canvas.write(
        label, column: column, row: rect.y, style: pane == focus ? .focusedTab : .tab, clip: rect)
    }
  }

  private func decorate(_ label: String, focused: Bool) -> String {
    focused ? "▶\(label) " : " \(label) "
  }

  private func totalWidth(_ labels: [String]) -> Int {
    labels.reduce(labels.count - 1) { $0 + DisplayWidth.of($1) }
  }
}
