/// The one key table of every store's shell: Apple's shell uses all of it, every other side the
/// bindings of the actions it handles, so a key means the same on every store.
public enum ShellKeys {
  private static let panesWithChoices: Set<Pane> = [.child, .parent, .settings]
  private static let everywhere: Set<KeyContext.Mode> = [
    .normal, .help, .tooSmall, .picker, .narration, .compare,
  ]
  // Letters type into a picker's filter, so the letter keys that work everywhere else do not.
  private static let outsidePickers: Set<KeyContext.Mode> = [
    .normal, .help, .tooSmall, .narration, .compare,
  ]

  /// The one key table: it dispatches, fills the footer and fills help. The first
  /// active binding for a key wins. A narrow footer keeps the hints by rank (``Footer``):
  /// quitting, help and the `≈` note (0), the walkthrough (1), the trainer's keys `r`, `c`, `s`,
  /// `m`, `l` (2), choosing and undo (3), moving (4), the picture (5); help opens on
  /// ``presenterKeys``.
  public static let table = KeyTable<ShellAction>([
    KeyBinding(
      [.character("q")], .quit, hint: KeyHint(keys: "q", label: "quit"), help: "Quit",
      modes: outsidePickers),
    KeyBinding(
      [.ctrlC], .quit, hint: nil, help: "Quit (the terminal is restored)", modes: everywhere),
    KeyBinding(
      [.character("?")], .toggleHelp, hint: KeyHint(keys: "?", label: "help"),
      help: "Open this help"),
    KeyBinding(
      [.character("?"), .escape], .closeHelp, hint: KeyHint(keys: "?/Esc", label: "close help"),
      help: "Close this help", modes: [.help]),
    KeyBinding(
      [.up, .character("k")], .scrollHelp(-1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll this help up", modes: [.help]),
    KeyBinding(
      [.down, .character("j")], .scrollHelp(1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll this help down", modes: [.help]),
    KeyBinding(
      [.character("v")], .toggleNarration,
      hint: KeyHint(keys: "v", label: "narration", shortLabel: "read", rank: 1),
      help: "Walkthrough: read the step's narration in full", hintCondition: .narrationCut),
    KeyBinding(
      [.enter, .space], .choose,
      hint: KeyHint(keys: "Enter", label: "choose", shortLabel: "ok", rank: 3),
      help: "Choose the selected button, answer or setting", panes: panesWithChoices),
    KeyBinding(
      [.escape], .cancelSheet, hint: nil,
      help: "Choose the system sheet's Cancel button (the sheet marks it “Esc”)"),
    KeyBinding(
      [.tab], .focusNext, hint: KeyHint(keys: "Tab", label: "pane", rank: 4),
      help: "Focus the next pane"),
    KeyBinding([.backTab], .focusPrevious, hint: nil, help: "Focus the previous pane"),
    KeyBinding([.character("1")], .focus(.child), hint: nil, help: "Focus Child device"),
    KeyBinding([.character("2")], .focus(.parent), hint: nil, help: "Focus Parent device"),
    KeyBinding([.character("3")], .focus(.settings), hint: nil, help: "Focus Settings"),
    KeyBinding([.character("4")], .focus(.timeline), hint: nil, help: "Focus Timeline"),
    KeyBinding(
      [.up, .character("k")], .move(-1), hint: KeyHint(keys: "↑↓", label: "move", rank: 4),
      help: "Select the previous item"),
    KeyBinding(
      [.down, .character("j")], .move(1), hint: KeyHint(keys: "↑↓", label: "move", rank: 4),
      help: "Select the next item"),
    KeyBinding([.pageUp], .page(-1), hint: nil, help: "Scroll up one page"),
    KeyBinding([.pageDown], .page(1), hint: nil, help: "Scroll down one page"),
    KeyBinding([.home], .first, hint: nil, help: "Select the first item"),
    KeyBinding([.end], .last, hint: nil, help: "Select the last item"),
    KeyBinding(
      [.character("n")], .nextStep,
      hint: KeyHint(keys: "n/p", label: "script step", shortLabel: "step", rank: 1),
      help: "Walkthrough: play the next script step (drops live changes)"),
    KeyBinding(
      [.character("p")], .previousStep,
      hint: KeyHint(keys: "n/p", label: "script step", shortLabel: "step", rank: 1),
      help: "Walkthrough: back to before the last script step"),
    KeyBinding(
      [.character("w")], .returnToScript, hint: nil,
      help: "Walkthrough: drop live changes, back to the script"),
    KeyBinding(
      [.character("a")], .toggleAutoplay, hint: nil,
      help: "Walkthrough: start or stop auto-play"),
    KeyBinding(
      [.character("b")], .cycleBanner, hint: nil,
      help: "Walkthrough banner: full narration, caption only, or off"),
    KeyBinding([.character("+")], .autoplayFaster, hint: nil, help: "Auto-play faster"),
    KeyBinding([.character("-")], .autoplaySlower, hint: nil, help: "Auto-play more slowly"),
    KeyBinding(
      [.character("u")], .undo, hint: KeyHint(keys: "u", label: "undo", rank: 3),
      help: "Step back one action"),
    KeyBinding(
      [.character("r")], .reset, hint: KeyHint(keys: "r", label: "reset", rank: 2),
      help: "Start the scenario again"),
    KeyBinding(
      [.character("c")], .toggleCompare,
      hint: KeyHint(keys: "c", label: "compare", shortLabel: "comp", rank: 2),
      help: "Compare this step by sharing mode, region or iOS version, side by side"),
    KeyBinding(
      [.character("s")], .openPicker,
      hint: KeyHint(keys: "s", label: "scenarios", shortLabel: "scenario", rank: 2),
      help: "Pick another scenario"),
    KeyBinding(
      [.character("m")], .cycleSharingMode, hint: KeyHint(keys: "m", label: "mode", rank: 2),
      help: "Settings: next sharing mode (Always, Ask First, Never)"),
    KeyBinding(
      [.character("l")], .openRegionPicker, hint: KeyHint(keys: "l", label: "region", rank: 2),
      help: "Settings: pick a region (type to filter)"),
    KeyBinding(
      [.character("d")], .switchDevice, hint: nil,
      help: "Show the person's other device in the Child pane"),
    KeyBinding(
      [.character("g")], .shareAgeRangeAgain, hint: nil,
      help: "Settings: Share Age Range Again (clear the app's cached answer)"),
    KeyBinding(
      [.character("x")], .saveFrame, hint: KeyHint(keys: "x", label: "save SVG", rank: 5),
      help: "Save the screen as an SVG picture"),
    KeyBinding(
      [.character("W")], .toggleWordingMarks,
      hint: KeyHint(keys: "W", label: "≈ marks hidden", shortLabel: "≈ off"),
      help: "≈ marks AgeTUI's assumed wording, not Apple's; W hides the marks",
      hintCondition: .wordingMarksHidden),
    KeyBinding(
      [.up], .pickerMove(-1), hint: KeyHint(keys: "↑↓", label: "move"),
      help: "Select the previous entry", modes: [.picker]),
    KeyBinding(
      [.down], .pickerMove(1), hint: KeyHint(keys: "↑↓", label: "move"),
      help: "Select the next entry", modes: [.picker]),
    KeyBinding([.pageUp], .pickerPage(-1), hint: nil, help: "Up a page", modes: [.picker]),
    KeyBinding([.pageDown], .pickerPage(1), hint: nil, help: "Down a page", modes: [.picker]),
    KeyBinding([.home], .pickerFirst, hint: nil, help: "The first entry", modes: [.picker]),
    KeyBinding([.end], .pickerLast, hint: nil, help: "The last entry", modes: [.picker]),
    KeyBinding(
      [.backspace], .pickerErase, hint: nil, help: "Erase the filter's last letter",
      modes: [.picker]),
    KeyBinding(
      [.enter], .pickerChoose, hint: KeyHint(keys: "Enter", label: "choose"),
      help: "Choose the selected entry", modes: [.picker]),
    KeyBinding(
      [.escape], .closePicker, hint: KeyHint(keys: "Esc", label: "close"),
      help: "Close the picker without changing", modes: [.picker]),
    KeyBinding(
      [.character("v"), .escape], .closeNarration,
      hint: KeyHint(keys: "v/Esc", label: "close"), help: "Close the narration",
      modes: [.narration]),
    KeyBinding(
      [.up, .character("k")], .scrollNarration(-1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll the narration up", modes: [.narration]),
    KeyBinding(
      [.down, .character("j")], .scrollNarration(1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll the narration down", modes: [.narration]),
    KeyBinding(
      [.pageUp], .pageNarration(-1), hint: nil, help: "Scroll the narration up a page",
      modes: [.narration]),
    KeyBinding(
      [.pageDown, .space], .pageNarration(1), hint: nil, help: "Scroll the narration down a page",
      modes: [.narration]),
    KeyBinding(
      [.character("c"), .escape], .closeCompare, hint: KeyHint(keys: "c/Esc", label: "close"),
      help: "Close the comparison", modes: [.compare]),
    KeyBinding(
      [.tab], .cycleCompare, hint: KeyHint(keys: "Tab", label: "next setting"),
      help: "Compare by the next setting: sharing mode, region, iOS version", modes: [.compare]),
    KeyBinding(
      [.left, .character("h")], .shiftCompare(-1), hint: KeyHint(keys: "←→", label: "columns"),
      help: "Show the previous columns", modes: [.compare]),
    KeyBinding(
      [.right, .character("l")], .shiftCompare(1), hint: KeyHint(keys: "←→", label: "columns"),
      help: "Show the next columns", modes: [.compare]),
    KeyBinding(
      [.up, .character("k")], .scrollCompare(-1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll the comparison up", modes: [.compare]),
    KeyBinding(
      [.down, .character("j")], .scrollCompare(1), hint: KeyHint(keys: "↑↓", label: "scroll"),
      help: "Scroll the comparison down", modes: [.compare]),
    KeyBinding(
      [.pageUp], .pageCompare(-1), hint: nil, help: "Scroll the comparison up a page",
      modes: [.compare]),
    KeyBinding(
      [.pageDown, .space], .pageCompare(1), hint: nil, help: "Scroll the comparison down a page",
      modes: [.compare]),
    KeyBinding(
      [.pageUp], .pageHelp(-1), hint: nil, help: "Scroll this help up a page", modes: [.help]),
    KeyBinding(
      [.pageDown, .space], .pageHelp(1), hint: nil, help: "Scroll this help down a page",
      modes: [.help]),
    KeyBinding(
      [.home], .scrollHelp(Int.min), hint: nil, help: "Scroll this help to the top",
      modes: [.help]),
    KeyBinding(
      [.end], .scrollHelp(Int.max), hint: nil, help: "Scroll this help to the end", modes: [.help]),
  ])
}
