/// One whole screen of the app, before layout: the header, the four pane bodies, focus, the
/// notice, the footer hints and the help overlay. ``render(size:)`` turns it into a ``Canvas``
/// for any terminal size; it is the app's pure view function.
public struct ShellFrame: Hashable, Sendable {
  /// The focused pane.
  public var focus: Pane
  /// What each pane shows; a missing pane is drawn empty.
  public var panes: [Pane: PaneBody]
  /// The notice line, if any.
  public var notice: Notice?
  /// The footer hints (from ``KeyTable/footerHints(in:)``).
  public var hints: [KeyHint]
  /// The help overlay when it is open.
  public var help: HelpOverlay?
  /// The banner under the header (walkthrough narration), wrapped to at most a third of the
  /// screen (``ScreenLayout/bannerLimit(size:)``).
  public var banner: [Line]
  /// What the banner's last row says when the narration is cut, e.g. "v reads it all".
  public var bannerMore: String
  /// The header row.
  public var header: HeaderBar
  /// The scenario or region picker when it is open.
  public var picker: PickerOverlay?
  /// The narration overlay when it is open.
  public var narration: TextOverlay?
  /// The compare overlay when it is open.
  public var compare: CompareOverlay?
  /// ``banner`` already wrapped, when the caller kept it from an earlier frame; used only when
  /// it was wrapped from the same banner at the width drawn.
  public var bannerWrap: WrappedBanner?
  /// What the drawer's border and the tab bar call the panes a platform fills with its own
  /// (Family Link in the Parent slot, Play Console in the Timeline's); empty for Apple's.
  public var paneTitles: [Pane: String] = [:]

  /// Creates a frame.
  public init(
    header: HeaderBar, focus: Pane, panes: [Pane: PaneBody], notice: Notice? = nil,
    hints: [KeyHint], help: HelpOverlay? = nil, banner: [Line] = [], bannerMore: String = "",
    picker: PickerOverlay? = nil, narration: TextOverlay? = nil, compare: CompareOverlay? = nil,
    bannerWrap: WrappedBanner? = nil
  ) {
    self.header = header
    self.focus = focus
    self.panes = panes
    self.notice = notice
    self.hints = hints
    self.help = help
    self.banner = banner
    self.bannerMore = bannerMore
    self.picker = picker
    self.narration = narration
    self.compare = compare
    self.bannerWrap = bannerWrap
  }

  /// The banner wrapped to `width` columns, at most `rows` rows; text that does not fit ends in
  /// "…" and ``bannerMore`` so a cut narration never reads as complete.
  public func bannerLines(width: Int, rows: Int) -> [Line] {
    let columns = WrappedBanner.columns(onScreenWidth: width)
    let wrapped = WrappedBanner.wrapping(banner, columns: columns, keeping: bannerWrap).lines
    return Self.cut(wrapped, more: bannerMore, width: width, rows: rows)
  }

  /// `wrapped`, a banner wrapped to `width` columns, cut to at most `rows` rows as
  /// ``bannerLines(width:rows:)`` says.
  private static func cut(_ wrapped: [Line], more: String, width: Int, rows: Int) -> [Line] {
    let room = WrappedBanner.columns(onScreenWidth: width)
    guard wrapped.count > rows, rows > 0 else { return wrapped }
    var lines = Array(wrapped.prefix(rows))
    let tail = more.isEmpty ? "" : " \(more)"
    let last = lines[rows - 1]
    // The row ends in "…" either way: cut short, or whole with the ellipsis after it.
    let kept =
      last.width + 2 + DisplayWidth.of(tail) <= room
      ? Line(last.spans + [Span(" …")])
      : last.truncated(to: max(1, room - DisplayWidth.of(tail)))
    lines[rows - 1] = Line(kept.spans + [Span(tail)]).truncated(to: room)
    return lines
  }

  /// The layout of this frame at `size`.
  public func layout(size: Size) -> ScreenLayout {
    layout(
      size: size, banner: bannerLines(width: size.width, rows: ScreenLayout.bannerLimit(size: size))
    )
  }

  /// The layout at `size` with `banner`, the banner already wrapped for it.
  private func layout(size: Size, banner: [Line]) -> ScreenLayout {
    ScreenLayout(size: size, focus: focus, bannerRows: banner.count)
  }

  // MARK: - Rendering

  /// Draws the whole screen for a terminal of `size`.
  public func render(size: Size) -> Canvas {
    draw(size: size, reusing: nil).canvas
  }

  /// Draws the whole screen for a terminal of `size`, copying from `previous` (the frame drawn
  /// before) every pane that shows the same thing in the same place: a key that changes one
  /// pane draws that pane. The picture is the same as ``render(size:)``'s.
  public func draw(size: Size, reusing previous: DrawnFrame?) -> DrawnFrame {
    var listRows = PerPane { _ in 0 }
    var documents = PerPane<PaneDocument?> { _ in nil }
    var canvas = Canvas(size: size)
    // Wrapped once: the layout needs its height and the banner rows draw it.
    let bannerLines = bannerLines(width: size.width, rows: ScreenLayout.bannerLimit(size: size))
    let layout = layout(size: size, banner: bannerLines)
    guard layout.mode != .tooSmall else {
      TooSmallView().draw(on: &canvas)
      return DrawnFrame(frame: self, layout: layout, canvas: canvas, listRows: listRows)
    }
    header.draw(in: layout.header, on: &canvas)
    if !layout.banner.isEmpty {
      canvas.fill(layout.banner, style: .notice)
      for (row, line) in bannerLines.prefix(layout.banner.height).enumerated() {
        canvas.write(
          Line(line.spans.map { Span($0.text, style: .notice) }), column: layout.banner.x + 1,
          row: layout.banner.y + row, clip: layout.banner)
      }
    }
    if let tabBar = layout.tabBar {
      TabBar(focus: focus, titles: paneTitles).draw(in: tabBar, on: &canvas)
    }
    for pane in Pane.allCases {
      guard let rect = layout.panes[pane] else { continue }
      let body = panes[pane] ?? PaneBody()
      if let previous, showsUnchanged(pane, body: body, at: rect, in: layout, as: previous) {
        canvas.copy(rect, from: previous.canvas)
        listRows[pane] = previous.listRows[pane]
        documents[pane] = previous.documents[pane]
        continue
      }
      // The drawer names the pane folded behind it, and the key that shows it.
      let isDrawer = layout.folded != nil && (pane == .settings || pane == .timeline)
      let folded =
        isDrawer
        ? layout.folded.map { " │ \($0.number) \(paneTitles[$0] ?? $0.title)" } ?? "" : ""
      let title = body.title ?? pane.title
      let box =
        body.badge.map { Box(title: title, isFocused: pane == focus, badge: $0 + folded) }
        ?? Box(title: title + folded, isFocused: pane == focus)
      let content = box.draw(in: rect, on: &canvas)
      if body.scroll != nil {
        // Laid out once: counting a long document's rows is most of drawing it.
        let document = body.document(in: content)
        listRows[pane] = body.drawDocument(
          document, in: content, isFocused: pane == focus, on: &canvas)
        documents[pane] = document
      } else {
        listRows[pane] = body.draw(in: content, isFocused: pane == focus, on: &canvas)
      }
    }
    if let notice { notice.draw(in: layout.notice, on: &canvas) }
    Footer(hints: hints).draw(in: layout.footer, on: &canvas)
    let overlayArea = Self.overlayArea(in: layout, width: size.width)
    help?.draw(in: overlayArea, on: &canvas)
    picker?.draw(in: overlayArea, on: &canvas)
    narration?.draw(in: overlayArea, on: &canvas)
    compare?.draw(in: overlayArea, on: &canvas)
    var drawn = DrawnFrame(frame: self, layout: layout, canvas: canvas, listRows: listRows)
    drawn.documents = documents
    return drawn
  }

  /// Draws `picker` over `canvas`, a whole screen another shell drew, and `hints` in its
  /// footer: the overlays' rows (between the header and the notice line) and the footer's are
  /// the same on every shell's screen of a size, so an overlay one shell keeps is drawn over the
  /// side it was opened on. A screen too small for panes is left as it is.
  public static func draw(_ picker: PickerOverlay, hints: [KeyHint], over canvas: inout Canvas) {
    let layout = ScreenLayout(size: canvas.size, focus: .child, bannerRows: 0)
    guard layout.mode != .tooSmall else { return }
    picker.draw(in: overlayArea(in: layout, width: canvas.size.width), on: &canvas)
    Footer(hints: hints).draw(in: layout.footer, on: &canvas)
  }

  /// The rows overlays are drawn in: from under the header to the notice line.
  private static func overlayArea(in layout: ScreenLayout, width: Int) -> Rect {
    Rect(x: 0, y: layout.header.maxY, width: width, height: layout.notice.y - layout.header.maxY)
  }

  /// Whether `pane`, showing `body` at `rect`, looks exactly as it did in `previous`: same
  /// place, same body, same focus, and nothing drawn over it then.
  private func showsUnchanged(
    _ pane: Pane, body: PaneBody, at rect: Rect, in layout: ScreenLayout, as previous: DrawnFrame
  ) -> Bool {
    let before = previous.frame
    return previous.canvas.size == layout.size && previous.layout.panes[pane] == rect
      && previous.layout.folded == layout.folded
      && before.help == nil && before.picker == nil && before.narration == nil
      && before.compare == nil
      && (before.focus == pane) == (focus == pane)
      && (before.panes[pane] ?? PaneBody()) == body
  }

  // MARK: - Hit testing

  /// What the cell at `column`, `row` shows at `size`, for mouse clicks.
  public func hit(column: Int, row: Int, size: Size) -> ShellHit? {
    let layout = layout(size: size)
    if let tabBar = layout.tabBar, tabBar.contains(column: column, row: row) {
      var left = tabBar.x
      for (pane, label) in zip(
        Pane.allCases, TabBar(focus: focus, titles: paneTitles).labels(width: tabBar.width))
      {
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
          // A document's buttons are all laid out, from its first button's row; a list shows
          // the window its scroll position keeps.
          let first =
            body.scroll == nil
            ? body.list.visibleRange(rows: listArea.height).lowerBound + listArea.y
            : body.document(in: content).firstItemRow(in: content)
          let index = row - first
          if index >= 0, index < body.itemCount { return .item(pane, index: index) }
        }
      }
      return .pane(pane)
    }
    return nil
  }

  /// What an update needs from this frame's layout at `size`, found without drawing it: the
  /// list rows each pane shows, as ``draw(size:reusing:)`` counts them, and how each device
  /// pane's document is laid out.
  public func metrics(size: Size) -> PaneMetrics {
    var metrics = PaneMetrics()
    let layout = layout(size: size)
    guard layout.mode != .tooSmall else { return metrics }
    for pane in Pane.allCases {
      guard let rect = layout.panes[pane] else { continue }
      let body = panes[pane] ?? PaneBody()
      let content = Box.content(of: rect)
      guard body.scroll != nil else {
        metrics.listRows[pane] = body.listRows(in: content)
        continue
      }
      metrics.listRows[pane] = body.itemCount
      metrics.documents[pane] = body.document(in: content)
    }
    return metrics
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

  /// Where keys land in a presenter's shell (any ``PresenterShell``): ``context(focus:
  /// isHelpOpen:isPickerOpen:size:)``, then the narration and compare overlays in that order,
  /// and the footer's conditions (the narration cut short, asked only when nothing is open;
  /// the wording marks hidden).
  static func presenterContext(
    focus: Pane, isHelpOpen: Bool, isPickerOpen: Bool, isNarrationOpen: Bool,
    isCompareOpen: Bool, isNarrationCut: () -> Bool, showsWordingMarks: Bool, size: Size
  ) -> KeyContext {
    var context = self.context(
      focus: focus, isHelpOpen: isHelpOpen, isPickerOpen: isPickerOpen, size: size)
    if context.mode == .normal, isNarrationOpen { context.mode = .narration }
    if context.mode == .normal, isCompareOpen { context.mode = .compare }
    if context.mode == .normal, isNarrationCut() { context.conditions.insert(.narrationCut) }
    if context.mode == .normal, !showsWordingMarks {
      context.conditions.insert(.wordingMarksHidden)
    }
    return context
  }
}
