import FlowEngine

/// A side whose picker is the region picker (`l`), every store's (the scenario picker is the
/// session's). The side names its regions and sets the one chosen; the picker's entries,
/// title, opening and choosing are written once here.
public protocol RegionPickerHost: PickerHost {
  /// The store in the picker's title: `Region on Google Play`.
  static var regionPickerStore: String { get }
  /// The regions the picker lists, in order, the one in force among them.
  var regionPickerRows: [RegionPickerRow] { get }
  /// The region in force.
  var regionInForce: RegionCode { get }
  /// The notice line, which says when nothing matches.
  var notice: Notice? { get set }
  /// Sets `code` as a live action.
  mutating func pickRegion(_ code: RegionCode)
}

extension RegionPickerHost {
  /// The rows matching the open picker's filter.
  private var regionMatches: [(entry: PickerOverlay.Entry, code: RegionCode)] {
    RegionPickerRow.entries(regionPickerRows, current: regionInForce, matching: isPickerMatch)
  }

  /// The open picker, filtered.
  public var pickerOverlay: PickerOverlay? {
    guard let picker = openPicker else { return nil }
    return PickerOverlay(
      title: "Region on \(Self.regionPickerStore)", query: picker.query,
      entries: regionMatches.map(\.entry), list: picker.list)
  }

  /// `l`: the region picker, at the region in force.
  public mutating func openRegionPicker(size: Size) {
    let current = regionInForce
    openPicker(size: size) { side in
      side.regionMatches.firstIndex { $0.code == current } ?? 0
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
    pickRegion(matches[picker.list.selection].code)
  }
}
