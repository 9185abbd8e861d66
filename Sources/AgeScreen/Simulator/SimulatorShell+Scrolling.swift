// MARK: - Moving through a pane: its list, and a device pane's document

extension SimulatorShell {
  /// Moves the focused pane's selection by `delta` items. In a device pane that does not fit,
  /// the document scrolls to keep the selected button in view, and past the first or last
  /// button it scrolls on, so whatever lies above or under the buttons is reachable.
  mutating func moveSelection(by delta: Int, rows: Int) {
    let before = lists[focus].selection
    lists[focus].move(by: delta, rows: rows)
    guard let document = layoutMetrics.documents[focus] else { return }
    if lists[focus].selection == before {
      documentScroll[focus] = min(max(0, document.offset + delta), document.maximumOffset)
    } else {
      documentScroll[focus] = document.offset(showing: document.itemsTop + lists[focus].selection)
    }
  }

  /// Pages the focused pane: a device pane that does not fit scrolls by its height less a
  /// row; a list moves its selection by a page.
  mutating func page(by pages: Int, rows: Int) {
    guard let document = layoutMetrics.documents[focus], document.maximumOffset > 0 else {
      lists[focus].move(by: pages * rows, rows: rows)
      return
    }
    let step = max(1, document.height - 1)
    documentScroll[focus] = min(max(0, document.offset + pages * step), document.maximumOffset)
  }

  /// Selects the focused pane's first (or last) item; a device pane scrolls to its top (or
  /// its end).
  mutating func selectEnd(last: Bool, rows: Int) {
    lists[focus].select(last ? lists[focus].count - 1 : 0, rows: rows)
    guard let document = layoutMetrics.documents[focus] else { return }
    documentScroll[focus] = last ? document.maximumOffset : 0
  }
}
