import FlowEngine
import Scenarios

// MARK: - Overlays a presenter opens: pickers, the narration, and Esc on a sheet

extension SimulatorShell {
  /// Where keys land at `size`: the open overlay, and what the footer should name.
  func presenterKeyContext(size: Size) -> KeyContext {
    var context = ShellFrame.context(
      focus: focus, isHelpOpen: isHelpOpen, isPickerOpen: picker != nil, size: size)
    if context.mode == .normal, overlays.narrationOffset != nil, !narration.isEmpty {
      context.mode = .narration
    }
    if context.mode == .normal, overlays.compare != nil { context.mode = .compare }
    if context.mode == .normal, isNarrationCut(size: size) {
      context.conditions.insert(.narrationCut)
    }
    if context.mode == .normal, !showsWordingMarks {
      context.conditions.insert(.wordingMarksHidden)
    }
    return context
  }

  /// A printable key typed while a picker is open filters it; nil for every other key.
  func typedAction(for key: Key, size: Size) -> ShellAction? {
    guard picker != nil, case .character(let character) = key,
      keyContext(size: size).mode == .picker
    else { return nil }
    return .pickerType(character)
  }

  /// Whether the narration banner is cut at `size`: it shows the caption or nothing, or the
  /// narration does not fit.
  func isNarrationCut(size: Size) -> Bool {
    guard !narration.isEmpty else { return false }
    guard bannerMode(size: size) == .full else { return true }
    let banner = bannerLines(size: size)
    guard !banner.isEmpty else { return false }
    return wrappedBanner(banner, size: size).count > ScreenLayout.bannerLimit(size: size)
  }

  /// `banner` wrapped to the width of `size` as the banner rows show it, from ``bannerWrap``
  /// when that was wrapped from the same text at the same width.
  func wrappedBanner(_ banner: [Line], size: Size) -> [Line] {
    let columns = WrappedBanner.columns(onScreenWidth: size.width)
    return WrappedBanner.wrapping(banner, columns: columns, keeping: bannerWrap).lines
  }

  /// Wraps the banner for a frame at `size`, unless the one kept is still right.
  mutating func keepBannerWrap(size: Size) {
    let banner = bannerLines(size: size)
    let columns = WrappedBanner.columns(onScreenWidth: size.width)
    bannerWrap =
      banner.isEmpty ? nil : WrappedBanner.wrapping(banner, columns: columns, keeping: bannerWrap)
  }

  /// The banner's last words when it is cut.
  static let narrationMore = "v reads it all"

  // MARK: - Narration

  /// The narration overlay, when it is open.
  public var narrationOverlay: TextOverlay? {
    guard let offset = overlays.narrationOffset, !narration.isEmpty else { return nil }
    return TextOverlay(
      title: "Step \(scriptPosition)/\(scriptLength) narration",
      paragraphs: narration.map { Line($0) }, offset: offset, closeHint: "v or Esc closes")
  }

  /// Opens the narration overlay (`v`), or closes it when it is open.
  mutating func toggleNarration() {
    guard overlays.narrationOffset == nil else {
      overlays.narrationOffset = nil
      return
    }
    guard !narration.isEmpty else {
      notice = Notice(.info, "No narration here: n plays the script's next step.")
      return
    }
    overlays.narrationOffset = 0
  }

  mutating func scrollNarration(by delta: Int, pages: Bool, size: Size) {
    guard let offset = overlays.narrationOffset, let overlay = narrationOverlay else { return }
    let area = overlayArea(at: size)
    let step = pages ? delta * overlay.pageRows(in: area) : delta
    overlays.narrationOffset = min(max(0, offset + step), overlay.maximumOffset(in: area))
  }

  // MARK: - Esc on a sheet

  /// Chooses the shown sheet's Cancel button, the one whose role is `.cancel`.
  mutating func cancelSheet() {
    guard let sheet = childPresentation.sheet else {
      notice = Notice(.info, "Nothing to cancel: Esc cancels a system sheet or closes an overlay.")
      return
    }
    guard let cancel = sheet.choices.first(where: { $0.role == .cancel }) else {
      notice = Notice(.info, "“\(sheet.title)” has no Cancel button; choose one of its buttons.")
      return
    }
    perform(cancel.action)
  }

  // MARK: - Pickers

  /// One entry of the open picker and what choosing it does.
  private enum PickerTarget {
    case scenario(String)
    case region(String)
  }

  /// The open picker's entries that match its filter.
  private var pickerMatches: [(entry: PickerOverlay.Entry, target: PickerTarget)] {
    let words = overlays.query.lowercased().split(separator: " ")
    func matches(_ text: String) -> Bool {
      let haystack = text.lowercased()
      return words.allSatisfy { haystack.contains($0) }
    }
    switch overlays.pickerKind {
    case .scenarios:
      let scenarios = ScenarioLibrary.all
      return scenarios.filter { matches("\($0.name) \($0.title) \($0.summary)") }.map {
        scenario in
        let marker = scenario.name == ScenarioLibrary.defaultName ? "★" : " "
        let label = Line([
          Span("\(marker) \(scenario.name)", style: .accent),
          Span(scenario.name == self.scenario.name ? "  (open now)" : "", style: .muted),
        ])
        return (
          PickerOverlay.Entry(label: label, detail: scenario.summary), .scenario(scenario.name)
        )
      }
    case .regions:
      let world = simulation.world
      let rows = world.regions.choices(current: world.regionRow)
      let width = rows.map { DisplayWidth.of($0.code) }.max() ?? 0
      return rows.filter { matches("\($0.code) \($0.name)") }.map { region in
        let law =
          region.binding(
            reading: world.assumptions.lawDates, accountCreated: world.person.accountCreated
          )
          .regulation(on: world.today).map { "regulated since \($0.from)" }
          ?? "not regulated"
        let label = Line([
          Span(DisplayWidth.pad(region.code, to: width) + "  ", style: .accent),
          Span(region.name),
          Span(region.code == world.region.code ? "  (now)" : "", style: .muted),
        ])
        let detail =
          "\(law) · adult at \(region.ageOfMajority) · \(region.confidence.tag) \(region.source)"
        return (PickerOverlay.Entry(label: label, detail: detail), .region(region.code))
      }
    }
  }

  /// The open picker, filtered.
  public var pickerOverlay: PickerOverlay? {
    guard let picker else { return nil }
    let title: String
    switch overlays.pickerKind {
    case .scenarios: title = "Scenarios (★ default)"
    case .regions: title = "Region"
    }
    return PickerOverlay(
      title: title, query: overlays.query, entries: pickerMatches.map(\.entry), list: picker,
      closeHint: "type to filter · Enter chooses · ↑↓ PgUp PgDn Home End · Esc closes")
  }

  mutating func openScenarioPicker(size: Size) {
    let current = scenario.name
    openPicker(.scenarios, size: size) { target in
      guard case .scenario(let name) = target else { return false }
      return name == current
    }
  }

  mutating func openRegionPicker(size: Size) {
    let current = simulation.world.region.code
    openPicker(.regions, size: size) { target in
      guard case .region(let code) = target else { return false }
      return code == current
    }
  }

  private mutating func openPicker(
    _ kind: PresenterOverlays.PickerKind, size: Size, selecting isCurrent: (PickerTarget) -> Bool
  ) {
    overlays.pickerKind = kind
    overlays.query = ""
    let matches = pickerMatches
    let index = matches.firstIndex { isCurrent($0.target) } ?? 0
    picker = ScrollList(count: matches.count, selection: index, offset: index)
    scrollPicker(size: size)
  }

  mutating func closePicker() {
    picker = nil
    overlays.query = ""
  }

  /// Moves the selection to `index` (clamped) and scrolls to show it whole.
  mutating func selectInPicker(_ index: Int, size: Size) {
    guard let list = picker else { return }
    picker = ScrollList(count: list.count, selection: index, offset: list.offset)
    scrollPicker(size: size)
  }

  /// Moves the selection by `delta` entries, or by pages when `pages` is set.
  mutating func movePicker(by delta: Int, pages: Bool, size: Size) {
    guard let list = picker else { return }
    let page = pages ? max(1, pickerOverlay?.listRows(in: overlayArea(at: size)) ?? 1) : 1
    selectInPicker(list.selection + delta * page, size: size)
  }

  mutating func typeInPicker(_ character: Character, size: Size) {
    overlays.query.append(character)
    refilterPicker(size: size)
  }

  mutating func eraseInPicker(size: Size) {
    guard !overlays.query.isEmpty else { return }
    overlays.query.removeLast()
    refilterPicker(size: size)
  }

  private mutating func refilterPicker(size: Size) {
    picker = ScrollList(count: pickerMatches.count)
    scrollPicker(size: size)
  }

  private mutating func scrollPicker(size: Size) {
    guard let overlay = pickerOverlay else { return }
    picker = overlay.scrolled(in: overlayArea(at: size))
  }

  /// Opens the selected scenario, or moves to the selected region.
  mutating func choosePicked() {
    guard let list = picker else { return }
    let matches = pickerMatches
    guard matches.indices.contains(list.selection) else {
      notice = Notice(.info, "Nothing matches “\(overlays.query)”; Backspace erases a letter.")
      return
    }
    closePicker()
    switch matches[list.selection].target {
    case .scenario(let name):
      guard let source = ScenarioLibrary.sources.first(where: { $0.name == name }) else { return }
      do throws(ScenarioError) {
        try open(ScenarioDocument(source))
      } catch {
        notice = Notice(.error, "\(error)")
      }
    case .region(let code):
      perform(.setRegion(code))
    }
  }

  /// The area overlays are centred in, between the header and the notice line, found without
  /// building the panes (a key's update must not cost a frame).
  func overlayArea(at size: Size) -> Rect {
    let rows = wrappedBanner(bannerLines(size: size), size: size).count
    let layout = ScreenLayout(size: size, focus: focus, bannerRows: rows)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }
}
