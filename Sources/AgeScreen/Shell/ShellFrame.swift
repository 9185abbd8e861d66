/// One whole screen of the app, before layout: header text, the four pane bodies, focus, the
/// notice, the footer hints and the help overlay. ``render(size:)`` turns it into a ``Canvas``
/// for any terminal size; it is the app's pure view function.
public struct ShellFrame: Hashable, Sendable {
  /// Shown after "AgeTUI — " in the header, e.g. the scenario name.
  public var title: String
  /// Shown at the right of the header, e.g. the simulated date.
  public var status: String
  /// The focused pane.
  public var focus: Pane
  /// What each pane shows; a missing pane is drawn empty.
  public var panes: [Pane: PaneBody]
  /// The notice line, if any.
  public var notice: Notice?
  /// The footer hints (from ``KeyTable/hints(in:)``).
  public var hints: [KeyHint]
  /// The help overlay when it is open.
  public var help: HelpOverlay?
  /// The banner under the header (walkthrough narration), wrapped to at most three rows.
  public var banner: [Line]
  /// The scenario picker when it is open.
  public var picker: PickerOverlay?

  /// Creates a frame.
  public init(
    title: String, status: String = "", focus: Pane, panes: [Pane: PaneBody],
    notice: Notice? = nil, hints: [KeyHint], help: HelpOverlay? = nil, banner: [Line] = [],
    picker: PickerOverlay? = nil
  ) {
    self.title = title
    self.status = status
    self.focus = focus
    self.panes = panes
    self.notice = notice
    self.hints = hints
    self.help = help
    self.banner = banner
    self.picker = picker
  }

  /// The header text on the left.
  public var headerText: String { "AgeTUI — \(title)" }

  /// The key context this frame presents at `size` (too small, help open, or normal).
  public func keyContext(size: Size) -> KeyContext {
    Self.context(
      focus: focus, isHelpOpen: help != nil, isPickerOpen: picker != nil, size: size)
  }

  /// The fewest header columns the title keeps before the status is left out.
  public static let minimumHeaderTitleWidth = 20

  /// The banner wrapped to `width` columns, at most `rows` rows; text that does not fit ends in
  /// "…" so a cut narration never reads as complete.
  func bannerLines(width: Int, rows: Int = 3) -> [Line] {
    let wrapped = banner.flatMap { $0.wrapped(to: max(1, width - 2)) }
    var lines = Array(wrapped.prefix(rows))
    if wrapped.count > lines.count, let last = lines.last {
      lines[lines.count - 1] = Line(last.spans + [Span(" …")]).truncated(to: max(1, width - 2))
    }
    return lines
  }

  /// The layout of this frame at `size`.
  public func layout(size: Size) -> ScreenLayout {
    ScreenLayout(size: size, focus: focus, bannerRows: bannerLines(width: size.width).count)
  }

  // MARK: - Rendering

  /// Draws the whole screen for a terminal of `size`.
  public func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let layout = layout(size: size)
    guard layout.mode != .tooSmall else {
      TooSmallView().draw(on: &canvas)
      return canvas
    }
    drawHeader(in: layout.header, on: &canvas)
    if !layout.banner.isEmpty {
      canvas.fill(layout.banner, style: .notice)
      let lines = bannerLines(width: size.width, rows: layout.banner.height)
      for (row, line) in lines.enumerated() {
        canvas.write(
          Line(line.spans.map { Span($0.text, style: .notice) }), column: layout.banner.x + 1,
          row: layout.banner.y + row, clip: layout.banner)
      }
    }
    if let tabBar = layout.tabBar { TabBar(focus: focus).draw(in: tabBar, on: &canvas) }
    for pane in Pane.allCases {
      guard let rect = layout.panes[pane] else { continue }
      let body = panes[pane] ?? PaneBody()
      let title = body.title ?? pane.title
      let content = Box(title: title, isFocused: pane == focus, badge: body.badge)
        .draw(in: rect, on: &canvas)
      body.draw(in: content, isFocused: pane == focus, on: &canvas)
    }
    if let notice { notice.draw(in: layout.notice, on: &canvas) }
    Footer(hints: hints).draw(in: layout.footer, on: &canvas)
    if let help {
      let body = Rect(
        x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY
      )
      help.draw(in: body, on: &canvas)
    }
    if let picker {
      let body = Rect(
        x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY
      )
      picker.draw(in: body, on: &canvas)
    }
    return canvas
  }

  private func drawHeader(in rect: Rect, on canvas: inout Canvas) {
    canvas.fill(rect, style: .header)
    let statusWidth = DisplayWidth.of(status)
    // Both share the row while the title keeps enough columns to say where you are (it is cut
    // with "…" first); below that the status yields to the title.
    let titleNeeds = min(DisplayWidth.of(headerText), Self.minimumHeaderTitleWidth)
    let showsStatus = statusWidth > 0 && titleNeeds + 3 + statusWidth <= rect.width - 2
    let titleRoom = rect.width - 2 - (showsStatus ? statusWidth + 3 : 0)
    canvas.write(
      DisplayWidth.truncate(headerText, to: titleRoom), column: rect.x + 1, row: rect.y,
      style: .header)
    if showsStatus {
      canvas.write(status, column: rect.maxX - 1 - statusWidth, row: rect.y, style: .header)
    }
  }

  // MARK: - Hit testing

  /// What the cell at `column`, `row` shows at `size`, for mouse clicks.
  public func hit(column: Int, row: Int, size: Size) -> ShellHit? {
    let layout = layout(size: size)
    if let tabBar = layout.tabBar, tabBar.contains(column: column, row: row) {
      var left = tabBar.x
      for (pane, label) in zip(Pane.allCases, TabBar(focus: focus).labels(width: tabBar.width)) {
        let right = left + DisplayWidth.of(label)
        if column >= left && column < right { return .tab(pane) }
        left = right + 1
      }
      return nil
    }
    for pane in Pane.allCases {
      guard let rect = layout.panes[pane], rect.contains(column: column, row: row) else { continue }
      if let content = layout.content(of: pane), let body = panes[pane] {
        let listArea = body.regions(in: content).listArea
        if listArea.contains(column: column, row: row) {
          let index = body.list.visibleRange(rows: listArea.height).lowerBound + row - listArea.y
          if index < body.items.count { return .item(pane, index: index) }
        }
      }
      return .pane(pane)
    }
    return nil
  }

  /// Number of list rows visible in `pane` at `size` (0 when the pane is hidden).
  public func listRows(of pane: Pane, size: Size) -> Int {
    let layout = layout(size: size)
    guard let content = layout.content(of: pane) else { return 0 }
    return (panes[pane] ?? PaneBody()).listRows(in: content)
  }
}

extension ShellFrame {
  /// The key context for a screen with `focus` and the help overlay open or not, at `size`.
  /// Lets a program compute footer hints before it builds its frame.
  public static func context(
    focus: Pane, isHelpOpen: Bool, isPickerOpen: Bool = false, size: Size
  ) -> KeyContext {
    guard size.contains(ScreenLayout.minimumSize) else {
      return KeyContext(focus: focus, mode: .tooSmall)
    }
    if isHelpOpen { return KeyContext(focus: focus, mode: .help) }
    return KeyContext(focus: focus, mode: isPickerOpen ? .picker : .normal)
  }
}
