import AgeScreen

// MARK: - The key table: the Apple shell's, less what Play has no use for, plus Play's own

extension PlayShell {
  /// Whether the Play shell's key table binds `action` of the Apple shell's table: every key a
  /// presenter uses on Apple's side, on Play's world (the sharing mode, the region picker, the
  /// other device and compare set or replay Play's own), and `s`, whose scenario picker
  /// `StoreSession` opens on Apple's side; not Share Age Range Again (Play has no such
  /// setting).
  static func handles(_ action: ShellAction) -> Bool {
    switch action {
    case .quit, .toggleHelp, .closeHelp, .scrollHelp, .pageHelp, .focusNext, .focusPrevious,
      .focus, .move, .page, .first, .last, .select, .choose, .cycleBanner, .undo, .reset,
      .cancelSheet, .toggleNarration, .closeNarration, .scrollNarration, .pageNarration,
      .nextStep, .previousStep, .returnToScript, .openPicker, .saveFrame, .toggleWordingMarks,
      .closePicker, .pickerMove, .pickerSelect, .pickerChoose, .pickerType, .pickerErase,
      .pickerPage, .pickerFirst, .pickerLast, .cycleSharingMode, .openRegionPicker,
      .switchDevice, .toggleAutoplay, .autoplaySlower, .autoplayFaster, .autoAdvance:
      true
    case .toggleCompare, .closeCompare, .cycleCompare, .scrollCompare, .pageCompare,
      .shiftCompare:
      true
    case .shareAgeRangeAgain, .runtime:
      false
    }
  }

  /// Play's words for the keys whose help names Apple's settings or wording.
  static let playHelp: [ShellAction: String] = [
    .cycleSharingMode:
      "Settings: next sharing mode (Always share, Ask before sharing, Never share)",
    .openRegionPicker: "Settings: pick a region Play's table knows (type to filter)",
    .switchDevice: "Show the account's other device in pane 1",
    .toggleWordingMarks: "≈ marks AgeTUI's assumed wording, not Google's; W hides the marks",
    .toggleCompare: "Compare this step by sharing mode, region or SDK version, side by side",
    .cycleCompare: "Compare by the next setting: sharing mode, region, SDK version",
  ]

  /// The panes as Play's help names them.
  static let paneNames = PerPane(
    child: "the Android phone", parent: "Family Link", settings: "Settings (Play's rows)",
    timeline: "Play Console (or the Timeline, t)")

  /// Play's key table: the Apple shell's bindings it handles (Enter chooses in every pane, as
  /// Play Console's buttons are in the fourth), then `t` and, for a scenario on both stores,
  /// `o`.
  public static func keys(otherStore: String?) -> KeyTable<WalkthroughSideAction> {
    var bindings = ShellKeys.table.bindings.filter { handles($0.action) }.map { binding in
      var play = binding.map(WalkthroughSideAction.shell)
      if binding.action == .choose { play.panes = Set(Pane.allCases) }
      if let help = playHelp[binding.action] { play.help = help }
      if case .focus(let pane) = binding.action { play.help = "Focus \(paneNames[pane])" }
      return play
    }
    let own = [
      KeyBinding(
        [.character("t")], WalkthroughSideAction.toggleTimeline,
        hint: KeyHint(keys: "t", label: "timeline", shortLabel: "trace", rank: 4),
        help: "Show Play's Timeline in pane 4 instead of Play Console, or back")
    ]
    bindings.insert(contentsOf: own, at: min(9, bindings.count))
    if let otherStore {
      bindings.insert(
        KeyBinding(
          [.character("o")], .switchStore,
          // A crowded footer names the store by its first word ("Amazon" for Amazon Appstore),
          // so a third store's long name leaves the trainer's keys room at 80 columns.
          hint: KeyHint(
            keys: "o", label: otherStore,
            shortLabel: otherStore.split(separator: " ").first.map(String.init) ?? otherStore,
            rank: 1),
          help: "Switch to this scenario's \(otherStore) side (each side keeps its place)"),
        at: min(2, bindings.count))
    }
    return KeyTable(bindings)
  }
}
