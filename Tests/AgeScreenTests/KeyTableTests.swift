import AgeScreen
import CustomDump
import Testing

@Suite struct KeyTableTests {
  let table = PlaceholderScreen.keys

  func context(_ focus: Pane, _ mode: KeyContext.Mode = .normal) -> KeyContext {
    KeyContext(focus: focus, mode: mode)
  }

  @Test func dispatchesKeysToActions() {
    expectNoDifference(table.action(for: .tab, in: context(.child)), .focusNext)
    expectNoDifference(table.action(for: .backTab, in: context(.child)), .focusPrevious)
    expectNoDifference(table.action(for: .character("3"), in: context(.child)), .focus(.settings))
    expectNoDifference(table.action(for: .character("j"), in: context(.parent)), .move(1))
    expectNoDifference(table.action(for: .up, in: context(.parent)), .move(-1))
    expectNoDifference(table.action(for: .space, in: context(.settings)), .choose)
    expectNoDifference(table.action(for: .enter, in: context(.child)), .choose)
    expectNoDifference(table.action(for: .character("?"), in: context(.child)), .toggleHelp)
    expectNoDifference(table.action(for: .character("q"), in: context(.timeline)), .quit)
    expectNoDifference(table.action(for: .character("x"), in: context(.child)), nil)
  }

  @Test func bindingsApplyOnlyToTheirPanes() {
    expectNoDifference(table.action(for: .enter, in: context(.timeline)), nil)
    expectNoDifference(table.action(for: .character("G"), in: context(.timeline)), .last)
    expectNoDifference(table.action(for: .character("G"), in: context(.child)), nil)
  }

  @Test func helpModeTakesOnlyItsKeys() {
    expectNoDifference(table.action(for: .character("?"), in: context(.child, .help)), .closeHelp)
    expectNoDifference(table.action(for: .escape, in: context(.child, .help)), .closeHelp)
    expectNoDifference(table.action(for: .tab, in: context(.child, .help)), nil)
    expectNoDifference(table.action(for: .character("q"), in: context(.child, .help)), .quit)
  }

  @Test func tooSmallStillQuits() {
    expectNoDifference(table.action(for: .character("q"), in: context(.child, .tooSmall)), .quit)
    expectNoDifference(table.action(for: .ctrlC, in: context(.child, .tooSmall)), .quit)
    expectNoDifference(table.action(for: .tab, in: context(.child, .tooSmall)), nil)
  }

  @Test func footerShowsOnlyKeysActiveInTheFocusedPane() {
    let child = table.hints(in: context(.child)).map { "\($0.keys) \($0.label)" }
    expectNoDifference(
      child, ["q quit", "? help", "Tab next", "1-4 pane", "↑↓ move", "Enter choose"])
    let timeline = table.hints(in: context(.timeline)).map { "\($0.keys) \($0.label)" }
    expectNoDifference(
      timeline, ["q quit", "? help", "Tab next", "1-4 pane", "↑↓ move", "g/G first/last"])
    let help = table.hints(in: context(.parent, .help)).map { "\($0.keys) \($0.label)" }
    expectNoDifference(help, ["q quit", "?/Esc close help"])
    let tooSmall = table.hints(in: context(.parent, .tooSmall)).map { "\($0.keys) \($0.label)" }
    expectNoDifference(tooSmall, ["q quit"])
  }

  @Test(arguments: [
    (
      Pane.child, KeyContext.Mode.normal,
      ["q quit", "? help", "Tab next", "1-4 pane", "↑↓ move", "Enter choose", "(g/G first/last)"]
    ),
    (
      .timeline, .normal,
      ["q quit", "? help", "Tab next", "1-4 pane", "↑↓ move", "(Enter choose)", "g/G first/last"]
    ),
    (.parent, .help, ["q quit", "?/Esc close help"]),
  ])
  func footerKeepsTheRoomOfAKeyThatWorksInAnotherPane(
    _ focus: Pane, _ mode: KeyContext.Mode, _ expected: [String]
  ) {
    let footer = table.footerHints(in: context(focus, mode)).map {
      $0.isPlaceholder ? "(\($0.keys) \($0.label))" : "\($0.keys) \($0.label)"
    }
    expectNoDifference(footer, expected)
  }

  @Test func helpListsEveryBindingOfTheTable() {
    expectNoDifference(table.helpRows.count, table.bindings.count)
    expectNoDifference(
      table.helpRows.map { "\($0.keys) | \($0.description) | \($0.scope)" },
      [
        "q | Quit | all panes",
        "Ctrl-C | Quit (also restores the terminal) | all panes",
        "? | Open this help | all panes",
        "? / Esc | Close this help | help overlay",
        "Tab | Focus the next pane | all panes",
        "Shift-Tab | Focus the previous pane | all panes",
        "1 | Focus Child device | all panes",
        "2 | Focus Parent device | all panes",
        "3 | Focus Settings | all panes",
        "4 | Focus Timeline | all panes",
        "↑ / k | Select the previous item | all panes",
        "↓ / j | Select the next item | all panes",
        "Enter / Space | Choose the selected item | Child, Parent, Settings",
        "PgUp | Scroll up one page | all panes",
        "PgDn | Scroll down one page | all panes",
        "Home / g | Jump to the first entry | Timeline",
        "End / G | Jump to the last entry | Timeline",
      ])
  }

  @Test func placeholderTableHasNoConflicts() {
    #expect(table.conflicts.isEmpty)
  }

  @Test func conflictsAreFoundWhenScopesOverlap() {
    let clashing = KeyTable<Int>([
      KeyBinding([.character("a")], 1, hint: nil, help: "one", panes: [.child, .parent]),
      KeyBinding([.character("a")], 2, hint: nil, help: "two", panes: [.parent]),
      KeyBinding([.character("a")], 3, hint: nil, help: "three", panes: [.settings]),
    ])
    expectNoDifference(
      clashing.conflicts.map { "\($0.first)-\($0.second) \($0.key.label)" }, ["0-1 a"])
    expectNoDifference(clashing.action(for: .character("a"), in: context(.parent)), 1)
  }

  @Test func overlayBindingsNameTheirOverlayAsScope() {
    let bindings = KeyTable<Int>([
      KeyBinding([.escape], 1, hint: nil, help: "Close", modes: [.help]),
      KeyBinding([.enter], 2, hint: nil, help: "Open", modes: [.picker]),
      KeyBinding([.character("q")], 3, hint: nil, help: "Quit", modes: [.help, .tooSmall]),
      KeyBinding([.character("q")], 4, hint: nil, help: "Quit", modes: [.normal, .help]),
      KeyBinding([.enter], 5, hint: nil, help: "Choose", panes: [.parent, .child]),
    ])
    expectNoDifference(
      bindings.helpRows.map(\.scope),
      [
        "help overlay", "picker", "help overlay, too-small screen", "all panes", "Child, Parent",
      ])
  }

  @Test func keyLabels() {
    expectNoDifference(
      [Key.space, .enter, .backTab, .up, .pageDown, .escape, .character("é")].map(\.label),
      [
        "Space", "Enter", "Shift-Tab", "↑", "PgDn", "Esc", "é",
      ])
  }
}
