/// A shell that opens a picker (``OpenPicker``) over its panes: Apple's (`s` scenarios, `l`
/// regions) and another store's (`l` its regions). What the picker lists and what choosing does
/// are the shell's own; filtering, moving and scrolling are the same for all and live here.
public protocol PickerHost {
  /// The open picker, nil when none is; setting nil closes only a picker.
  var openPicker: OpenPicker? { get set }
  /// The open picker as drawn: its matching entries.
  var pickerOverlay: PickerOverlay? { get }
  /// Where overlays open at `size`.
  func overlayArea(at size: Size) -> Rect
  /// Where keys land at `size`.
  func keyContext(size: Size) -> KeyContext
}

extension PickerHost {
  /// A printable key typed while a picker is open filters it; nil for every other key.
  public func typedAction(for key: Key, size: Size) -> ShellAction? {
    guard openPicker != nil, case .character(let character) = key,
      keyContext(size: size).mode == .picker
    else { return nil }
    return .pickerType(character)
  }

  /// Applies a key of the open picker: close, move, select, type or erase; `Enter` is the
  /// shell's own, as what it picks is.
  public mutating func updatePicker(_ action: ShellAction, size: Size) {
    switch action {
    case .closePicker: closePicker()
    case .pickerMove(let delta): movePicker(by: delta, pages: false, size: size)
    case .pickerSelect(let index): selectInPicker(index, size: size)
    case .pickerType(let character): typeInPicker(character, size: size)
    case .pickerErase: eraseInPicker(size: size)
    case .pickerPage(let pages): movePicker(by: pages, pages: true, size: size)
    case .pickerFirst: selectInPicker(0, size: size)
    case .pickerLast: selectInPicker((openPicker?.list.count ?? 1) - 1, size: size)
    case .quit, .toggleHelp, .closeHelp, .scrollHelp, .pageHelp, .focusNext, .focusPrevious,
      .focus, .move, .page, .first, .last, .select, .choose, .cycleBanner, .toggleWordingMarks,
      .undo, .reset, .openPicker, .pickerChoose, .cancelSheet, .toggleNarration, .closeNarration,
      .scrollNarration, .pageNarration, .cycleSharingMode, .openRegionPicker, .switchDevice,
      .shareAgeRangeAgain, .nextStep, .previousStep, .returnToScript, .toggleAutoplay,
      .autoplaySlower, .autoplayFaster, .autoAdvance, .toggleCompare, .closeCompare,
      .cycleCompare, .scrollCompare, .pageCompare, .shiftCompare, .saveFrame, .runtime:
      break
    }
  }

  /// Closes the picker, if one is open.
  public mutating func closePicker() {
    openPicker = nil
  }

  /// Opens the picker with every entry listed, `selecting` the index of the entry that is
  /// current (from the entries the open picker lists).
  public mutating func openPicker(size: Size, selecting index: (Self) -> Int) {
    openPicker = OpenPicker(list: ScrollList(count: 0))
    let selected = index(self)
    let count = pickerOverlay?.entries.count ?? 0
    setPickerList(ScrollList(count: count, selection: selected, offset: selected), size: size)
  }

  /// Moves the selection to `index` (clamped) and scrolls to show it whole.
  mutating func selectInPicker(_ index: Int, size: Size) {
    guard let list = openPicker?.list else { return }
    setPickerList(ScrollList(count: list.count, selection: index, offset: list.offset), size: size)
  }

  /// Moves the selection by `delta` entries, or by pages when `pages` is set.
  mutating func movePicker(by delta: Int, pages: Bool, size: Size) {
    guard let list = openPicker?.list else { return }
    let page = pages ? max(1, pickerOverlay?.listRows(in: overlayArea(at: size)) ?? 1) : 1
    selectInPicker(list.selection + delta * page, size: size)
  }

  mutating func typeInPicker(_ character: Character, size: Size) {
    guard var picker = openPicker else { return }
    picker.query.append(character)
    refilter(picker, size: size)
  }

  mutating func eraseInPicker(size: Size) {
    guard var picker = openPicker, !picker.query.isEmpty else { return }
    picker.query.removeLast()
    refilter(picker, size: size)
  }

  /// Opens `picker` with its filter changed, from its first match.
  private mutating func refilter(_ picker: OpenPicker, size: Size) {
    openPicker = picker
    setPickerList(ScrollList(count: pickerOverlay?.entries.count ?? 0), size: size)
  }

  /// Puts `list` in the open picker, scrolled to show its selection whole.
  private mutating func setPickerList(_ list: ScrollList, size: Size) {
    guard var picker = openPicker else { return }
    picker.list = list
    openPicker = picker
    guard let shown = pickerOverlay else { return }
    picker.list = shown.scrolled(in: overlayArea(at: size))
    openPicker = picker
  }

  /// The words of the open picker's filter, lowercased: an entry matches when its text holds
  /// every one.
  public func isPickerMatch(_ text: String) -> Bool {
    let words = openPicker?.query.lowercased().split(separator: " ") ?? []
    let haystack = text.lowercased()
    return words.allSatisfy { haystack.contains($0) }
  }
}
