import FlowEngine

/// What a key asks the simulator screen to do.
public enum ShellAction: Hashable, Sendable {
  /// Quit.
  case quit
  /// Open or close the help overlay.
  case toggleHelp
  /// Close the help overlay.
  case closeHelp
  /// Scroll the help overlay by this many lines (negative is up).
  case scrollHelp(Int)
  /// Scroll the help overlay by this many pages (negative is up).
  case pageHelp(Int)
  /// Focus the next pane.
  case focusNext
  /// Focus the previous pane.
  case focusPrevious
  /// Focus a pane.
  case focus(Pane)
  /// Move the selection in the focused pane.
  case move(Int)
  /// Move the selection by pages.
  case page(Int)
  /// Select the first item.
  case first
  /// Select the last item.
  case last
  /// Select an item of a pane (a mouse click).
  case select(Pane, index: Int)
  /// Choose the selected item: press the button, answer the question, change the setting.
  case choose
  /// Show the walkthrough banner's next mode: full narration, caption only, off.
  case cycleBanner
  /// Show or hide the `≈` marks on assumed wording.
  case toggleWordingMarks
  /// Step back one action.
  case undo
  /// Start the scenario again.
  case reset
  /// Open the scenario picker.
  case openPicker
  /// Close the scenario picker.
  case closePicker
  /// Move the picker's selection.
  case pickerMove(Int)
  /// Select a picker row (a mouse click).
  case pickerSelect(Int)
  /// Open the selected scenario, or move to the selected region.
  case pickerChoose
  /// Type a character into the picker's filter.
  case pickerType(Character)
  /// Erase the filter's last character.
  case pickerErase
  /// Move the picker's selection by pages.
  case pickerPage(Int)
  /// Select the picker's first entry.
  case pickerFirst
  /// Select the picker's last entry.
  case pickerLast
  /// Choose the system sheet's Cancel button (Esc on a sheet).
  case cancelSheet
  /// Open or close the walkthrough step's narration in full.
  case toggleNarration
  /// Close the narration overlay.
  case closeNarration
  /// Scroll the narration overlay by this many lines (negative is up).
  case scrollNarration(Int)
  /// Scroll the narration overlay by pages.
  case pageNarration(Int)
  /// Cycle the sharing mode (Settings, one key away).
  case cycleSharingMode
  /// Open the region picker (Settings' region, one key away).
  case openRegionPicker
  /// Show the person's other device in the Child pane.
  case switchDevice
  /// Settings › Age Range for Apps › the app › Share Age Range Again (one key away), so a
  /// cached answer stops hiding the prompt.
  case shareAgeRangeAgain
  /// Walkthrough: play the next script step.
  case nextStep
  /// Walkthrough: go back to before the last script step.
  case previousStep
  /// Walkthrough: leave live changes and return to where the script was left.
  case returnToScript
  /// Walkthrough: start or stop auto-play.
  case toggleAutoplay
  /// Auto-play more slowly.
  case autoplaySlower
  /// Auto-play faster.
  case autoplayFaster
  /// The auto-play timer fired.
  case autoAdvance
  /// Save the screen as a picture (the executable writes the file).
  case saveFrame
  /// Open the compare overlay for the scenario at the current step, or close it.
  case toggleCompare
  /// Close the compare overlay.
  case closeCompare
  /// Compare by the next setting (mode, region, OS).
  case cycleCompare
  /// Scroll the compare overlay's rows by this many lines (negative is up).
  case scrollCompare(Int)
  /// Scroll the compare overlay's rows by pages.
  case pageCompare(Int)
  /// Show the compare overlay's next (positive) or previous columns.
  case shiftCompare(Int)
  /// What the runtime tells the screen (a notice, the journal's state, the speaker notes); no
  /// key sends it.
  case runtime(RuntimeEvent)

  /// Whether this is a ``runtime(_:)`` event, which makes no history and needs no layout.
  public var isRuntime: Bool {
    if case .runtime = self { return true }
    return false
  }
}
