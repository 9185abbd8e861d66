import AgeScreen
import FlowEngine
import Scenarios

// MARK: - Overlays a presenter opens: help, pickers, the narration, compare; Esc on a sheet

extension AppleShell: RegionPickerHost {
  /// Whether the help overlay is open.
  public var isHelpOpen: Bool { overlay?.helpOffset != nil }

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

  // MARK: - The region picker; the scenario picker is the session's (``StoreSession``)

  /// `s` opens the session's scenario picker (``StoreSession``); the shell alone has none.
  public mutating func openScenarioPicker(size: Size) {
    notice = Notice(.info, "The scenario picker is the session's.")
  }

  /// The area overlays are centred in, between the header and the notice line, found without
  /// building the panes (a key's update must not cost a frame).
  public func overlayArea(at size: Size) -> Rect {
    let rows = wrappedBanner(bannerLines(size: size), size: size).count
    let layout = ScreenLayout(size: size, focus: focus, bannerRows: rows)
    return Rect(
      x: 0, y: layout.header.maxY, width: size.width, height: layout.notice.y - layout.header.maxY)
  }

  /// The store the region picker names.
  public static var regionPickerStore: String { "Apple" }

  /// Apple's regions, the one in force among them, each with its law today, its age of
  /// majority and its source.
  public var regionPickerRows: [RegionPickerRow] {
    let world = simulation.world
    return world.regions.choices(current: world.region).map { region in
      let law =
        world.regionRule(for: region.code).regulation(on: world.today).map {
          "regulated since \($0.from)"
        } ?? "not regulated"
      return RegionPickerRow(
        code: region.code, name: region.name,
        detail:
          "\(law) · adult at \(region.ageOfMajority) · \(region.confidence.tag) \(region.source)")
    }
  }

  /// The world's region.
  public var regionInForce: RegionCode { simulation.world.region.code }

  /// Moves to `code`, as a live action.
  public mutating func pickRegion(_ code: RegionCode) {
    perform(.setRegion(code))
  }
}
