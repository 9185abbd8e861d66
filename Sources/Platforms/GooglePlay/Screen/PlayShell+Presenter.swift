import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation

// MARK: - The presenter's keys on Play: auto-play, the sharing mode, the region picker, the other
// device

extension PlayShell: RegionPickerHost {
  /// `m`: Play's next sharing mode, in the order Apple's side goes through its own, set as a
  /// live action.
  public mutating func cycleSharingMode() {
    let next = PlaySettingsPresentation.next(
      after: world.child.sharingMode, in: PlaySettingsPresentation.sharingModes)
    perform(.set(.sharingMode(next)))
  }

  /// `d`: pane 1 shows the account's other device, or the phone again.
  public mutating func switchDevice() {
    guard world.flows[.secondDevice] != nil else {
      notice = Notice(.info, "This scenario has no second device.")
      return
    }
    shownDevice = shownDevice == .childPhone ? .secondDevice : .childPhone
    focus = .child
    documentScroll.child = 0
    lists.child = ScrollList(count: itemCount(of: .child))
    notice = Notice(.info, "Pane 1 shows \(phone.title).")
  }

  // MARK: - The region picker

  /// `Google Play`.
  public static var regionPickerStore: String { "Google Play" }

  /// Play's regions, the one in force first when Play's table does not name it, each with
  /// the rule's effect today.
  public var regionPickerRows: [RegionPickerRow] {
    let current = world.child.region
    let known = world.regionChoices
    let rows =
      (known.contains { $0.code == current }
        ? []
        : [(code: current, name: world.regions.region(code: current)?.name ?? current.rawValue)])
      + known
    return rows.map { region in
      RegionPickerRow(
        code: region.code, name: region.name,
        detail: PlayRegionRule.effect(
          in: region.code, on: world.today, under: world.regionRules,
          accountCreated: world.child.accountCreated, storeDates: world.storeDates))
    }
  }

  /// The child's region.
  public var regionInForce: RegionCode { world.child.region }

  /// Sets `code` as a live action.
  public mutating func pickRegion(_ code: RegionCode) {
    perform(.set(.region(code)))
  }
}
