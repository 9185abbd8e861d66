import AgeScreen
import FlowEngine
import Scenarios

// MARK: - Overlays a presenter opens: help, pickers, the narration, compare; Esc on a sheet

extension AppleShell {
  /// Whether the help overlay is open.
  public var isHelpOpen: Bool { overlay?.helpOffset != nil }

  /// The narration overlay's first visible line, while it is open.
  public var narrationOffset: Int? { overlay?.narrationOffset }

  /// The compare overlay, while it is open.
  public var compareOverlay: CompareOverlay? { overlay?.compare }

  /// `banner` wrapped to the width of `size` as the banner rows show it.
  func wrappedBanner(_ banner: [Line], size: Size) -> [Line] {
    let columns = WrappedBanner.columns(onScreenWidth: size.width)
    return WrappedBanner.wrapping(banner, columns: columns, keeping: nil).lines
  }

  /// The banner wrapped for a frame at `size`, `kept` when it is still right.
  func bannerWrap(size: Size, keeping kept: WrappedBanner?) -> WrappedBanner? {
    let banner = bannerLines(size: size)
    let columns = WrappedBanner.columns(onScreenWidth: size.width)
    return banner.isEmpty ? nil : WrappedBanner.wrapping(banner, columns: columns, keeping: kept)
  }

  // MARK: - Esc on a sheet

  /// Chooses the shown sheet's Cancel button, the one whose role is `.cancel`.
  public mutating func cancelSheet() {
    guard let sheet = childPresentation.sheet else {
      notice = WalkthroughNotice.nothingToCancel
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
    case region(RegionCode)
  }

  /// The open picker's entries that match its filter.
  private var pickerMatches: [(entry: PickerOverlay.Entry, target: PickerTarget)] {
    guard let picker = openPicker else { return [] }
    let matches = isPickerMatch
    switch picker.kind {
    case .scenarios:
      let scenarios = opener.shelf.all
      return scenarios.filter { matches("\($0.name) \($0.title) \($0.summary)") }.map {
        scenario in
        let marker = scenario.name == opener.shelf.defaultName ? "★" : " "
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
      let rows = world.regions.choices(current: world.region).map { region in
        let law =
          world.regionRule(for: region.code).regulation(on: world.today).map {
            "regulated since \($0.from)"
          } ?? "not regulated"
        return RegionPickerRow(
          code: region.code, name: region.name,
          detail:
            "\(law) · adult at \(region.ageOfMajority) · \(region.confidence.tag) \(region.source)")
      }
      return RegionPickerRow.entries(rows, current: world.region.code, matching: matches).map {
        ($0.entry, .region($0.code))
      }
    }
  }

  /// The open picker, filtered.
  public var pickerOverlay: PickerOverlay? {
    guard let picker = openPicker else { return nil }
    let title: String
    switch picker.kind {
    case .scenarios: title = "Scenarios (★ default)"
    case .regions: title = "Region"
    }
    return PickerOverlay(
      title: title, query: picker.query, entries: pickerMatches.map(\.entry), list: picker.list)
  }

  /// `s`: the scenario picker, at the scenario open.
  public mutating func openScenarioPicker(size: Size) {
    let current = scenario.name
    openPicker(.scenarios, size: size) { shell in
      shell.pickerMatches.firstIndex { match in
        guard case .scenario(let name) = match.target else { return false }
        return name == current
      } ?? 0
    }
  }

  /// `l`: the region picker, at the world's region.
  public mutating func openRegionPicker(size: Size) {
    let current = simulation.world.region.code
    openPicker(.regions, size: size) { shell in
      shell.pickerMatches.firstIndex { match in
        guard case .region(let code) = match.target else { return false }
        return code == current
      } ?? 0
    }
  }

  /// Opens the selected scenario, or moves to the selected region.
  public mutating func choosePicked() {
    guard let picker = openPicker else { return }
    let list = picker.list
    let matches = pickerMatches
    guard matches.indices.contains(list.selection) else {
      notice = Notice(.info, "Nothing matches “\(picker.query)”; Backspace erases a letter.")
      return
    }
    closePicker()
    switch matches[list.selection].target {
    case .scenario(let name):
      guard let source = opener.shelf.source(named: name) else { return }
      do throws(ScenarioError) {
        // The picker listed the built-ins already loaded: the chosen one is not parsed again.
        try open(ScenarioDocument(source), loaded: opener.shelf.all.first { $0.name == name })
      } catch {
        notice = Notice(.error, "\(error)")
      }
    case .region(let code):
      perform(.setRegion(code))
    }
  }

  /// The area overlays are centred in, between the header and the notice line, found without
  /// building the panes (a key's update must not cost a frame).
  public func overlayArea(at size: Size) -> Rect {
    let rows = wrappedBanner(bannerLines(size: size), size: size).count
    let layout = ScreenLayout(size: size, focus: focus, bannerRows: rows)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }
}
