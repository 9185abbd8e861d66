import AgeScreen

// MARK: - The key table: the Apple shell's, less what Amazon has no use for, plus Amazon's own

extension AmazonSide {
  /// Whether Amazon's key table binds `action` of the Apple shell's table: every key a
  /// presenter uses on every store, with the same letters; not `m` (Amazon has no sharing mode),
  /// `d` (one Fire tablet), Share Age Range Again or the sheets' `Esc` (Amazon shows the child no
  /// prompt, amazon.md §1).
  static func handles(_ action: ShellAction) -> Bool {
    switch action {
    case .quit, .toggleHelp, .closeHelp, .scrollHelp, .pageHelp, .focusNext, .focusPrevious,
      .focus, .move, .page, .first, .last, .select, .choose, .cycleBanner, .undo, .reset,
      .toggleNarration, .closeNarration, .scrollNarration, .pageNarration, .nextStep,
      .previousStep, .returnToScript, .openPicker, .saveFrame, .toggleWordingMarks, .closePicker,
      .pickerMove, .pickerSelect, .pickerChoose, .pickerType, .pickerErase, .pickerPage,
      .pickerFirst, .pickerLast, .openRegionPicker, .toggleAutoplay, .autoplaySlower,
      .autoplayFaster, .autoAdvance, .toggleCompare, .closeCompare, .cycleCompare,
      .scrollCompare, .pageCompare, .shiftCompare:
      true
    case .cycleSharingMode, .switchDevice, .shareAgeRangeAgain, .cancelSheet, .runtime:
      false
    }
  }

  /// Amazon's words for the keys whose help names Apple's settings or wording.
  static let amazonHelp: [ShellAction: String] = [
    .openRegionPicker: "Settings: pick a region Amazon's rules know (type to filter)",
    .toggleWordingMarks:
      "≈ marks AgeTUI's invented wording (Amazon documents no screen); W hides the marks",
    .toggleCompare: "Compare this step side by side",
    .cycleCompare: "Compare by the next setting",
  ]

  /// The panes as Amazon's help names them.
  static let paneNames = PerPane(
    child: "the Fire tablet", parent: "the parent's side", settings: "Settings (Amazon's rows)",
    timeline: "the Developer Console (or the Timeline, t)")

  /// Amazon's key table: the Apple shell's bindings it handles (Enter chooses in every pane),
  /// then `t` and, for a scenario on several stores, `o`, at the places Play puts them.
  public static func keys(otherStore: String?) -> KeyTable<WalkthroughSideAction> {
    var bindings = ShellKeys.table.bindings.filter { handles($0.action) }.map { binding in
      var amazon = binding.map(WalkthroughSideAction.shell)
      if binding.action == .choose { amazon.panes = Set(Pane.allCases) }
      if let help = amazonHelp[binding.action] { amazon.help = help }
      if case .focus(let pane) = binding.action { amazon.help = "Focus \(paneNames[pane])" }
      return amazon
    }
    let own = [
      KeyBinding(
        [.character("t")], WalkthroughSideAction.toggleTimeline,
        hint: KeyHint(keys: "t", label: "timeline", shortLabel: "trace", rank: 4),
        help: "Show Amazon's Timeline in pane 4 instead of the Developer Console, or back")
    ]
    bindings.insert(contentsOf: own, at: min(9, bindings.count))
    if let otherStore {
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore,
          hint: KeyHint(keys: "o", label: otherStore, shortLabel: otherStore, rank: 1),
          help: "Switch to this scenario's \(otherStore) side (each side keeps its place)"),
        at: min(2, bindings.count))
    }
    return KeyTable(bindings)
  }
}
