import AgeScreen
import FlowEngine
import GooglePlay
import PlayPresentation

// MARK: - The presenter's keys on Play: auto-play, the sharing mode, the region picker, the other
// device

extension PlayShell: PickerHost {
  /// Auto-play's delay before the next step: long enough to read the step's narration, as on
  /// Apple's side.
  public var autoAdvanceMilliseconds: Int? {
    autoplay?.delayMilliseconds(reading: stepOnScreen?.narration ?? "")
  }

  /// The walkthrough's next step, sent by the loop when auto-play's delay passes.
  public var autoAdvanceAction: PlayShellAction? { .shell(.autoAdvance) }

  /// Auto-play's next step; the last one stops it, saying so as Apple's side does.
  mutating func autoAdvance(size: Size) {
    let position = scriptPosition
    guard position < scriptLength else {
      autoplay = nil
      return
    }
    jump(to: position + 1, cause: .autoplay, size: size)
    if position + 1 >= scriptLength {
      autoplay = nil
      notice = Notice(.info, "Script step \(scriptLength)/\(scriptLength). End of the script.")
    }
  }

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

  /// Play's regions, the current one first when Play's table does not name it, each with the
  /// rule's effect today; those matching the filter.
  private var regionMatches: [(entry: PickerOverlay.Entry, code: RegionCode)] {
    let current = world.child.region
    let known = world.regionChoices
    let rows =
      (known.contains { $0.code == current }
        ? []
        : [(code: current, name: world.regions.region(code: current)?.name ?? current.rawValue)])
      + known
    let width = rows.map { DisplayWidth.of($0.code.rawValue) }.max() ?? 0
    return rows.filter { isPickerMatch("\($0.code) \($0.name)") }.map { region in
      let label = Line([
        Span(DisplayWidth.pad(region.code.rawValue, to: width) + "  ", style: .accent),
        Span(region.name),
        Span(region.code == current ? "  (now)" : "", style: .muted),
      ])
      let effect = PlayRegionRule.effect(
        in: region.code, on: world.today, under: world.regionRules,
        accountCreated: world.child.accountCreated, storeDates: world.storeDates)
      return (PickerOverlay.Entry(label: label, detail: effect), region.code)
    }
  }

  /// The open picker, filtered.
  public var pickerOverlay: PickerOverlay? {
    guard let picker = openPicker else { return nil }
    return PickerOverlay(
      title: "Region on Google Play", query: picker.query, entries: regionMatches.map(\.entry),
      list: picker.list)
  }

  /// `l`: the region picker, at the child's region.
  public mutating func openRegionPicker(size: Size) {
    let current = world.child.region
    openPicker(.regions, size: size) { shell in
      shell.regionMatches.firstIndex { $0.code == current } ?? 0
    }
  }

  /// Enter in the picker: the selected region, set as a live action.
  public mutating func choosePicked() {
    guard let picker = openPicker else { return }
    let matches = regionMatches
    guard matches.indices.contains(picker.list.selection) else {
      notice = Notice(.info, "Nothing matches “\(picker.query)”; Backspace erases a letter.")
      return
    }
    closePicker()
    perform(.set(.region(matches[picker.list.selection].code)))
  }
}
