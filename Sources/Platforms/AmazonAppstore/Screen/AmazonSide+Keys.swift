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

  /// Amazon's key table (``WalkthroughSideKeys``), `o` naming `otherStore` when there is one
  /// (`shortTitle` where the footer is short of room).
  public static func keys(
    otherStore: String?, shortTitle: String? = nil
  ) -> KeyTable<WalkthroughSideAction> {
    WalkthroughSideKeys(
      handles: handles, help: amazonHelp, paneNames: paneNames,
      timelineHelp: "Show Amazon's Timeline in pane 4 instead of the Developer Console, or back"
    ).table(otherStore: otherStore, shortTitle: shortTitle)
  }
}
