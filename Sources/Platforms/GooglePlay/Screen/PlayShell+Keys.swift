import AgeScreen

// MARK: - The key table: the Apple shell's, less what Play has no use for, plus Play's own

extension PlayShell {
  /// Whether the Play shell's key table binds `action` of the Apple shell's table: every key a
  /// presenter uses on Apple's side, on Play's world (the sharing mode, the region picker, the
  /// other device and compare set or replay Play's own), and `s`, whose scenario picker the
  /// session's host keeps (`StoreSession`); not Share Age Range Again (Play has no such
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

  /// Play's key table (``WalkthroughSideKeys``), `o` naming `otherStore` when there is one
  /// (`shortTitle` where the footer is short of room).
  public static func keys(
    otherStore: String?, shortTitle: String? = nil
  ) -> KeyTable<WalkthroughSideAction> {
    WalkthroughSideKeys(
      handles: handles, help: playHelp, paneNames: paneNames,
      timelineHelp: "Show Play's Timeline in pane 4 instead of Play Console, or back"
    ).table(otherStore: otherStore, shortTitle: shortTitle)
  }
}
