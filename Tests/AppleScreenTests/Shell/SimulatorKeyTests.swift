import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Testing

@testable import AgeScreen

/// The simulator's one key table and what its keys, clicks and the help overlay do on screen.
@Suite struct SimulatorKeyTests {
  let table = ShellKeys.table
  let wide = Size(width: 120, height: 40)
  let medium = Size(width: 80, height: 24)

  func context(_ focus: Pane, _ mode: KeyContext.Mode = .normal) -> KeyContext {
    KeyContext(focus: focus, mode: mode)
  }

  func hints(_ context: KeyContext) -> [String] {
    table.hints(in: context).map { "\($0.keys) \($0.label)" }
  }

  // MARK: - The table

  @Test func tableHasNoConflicts() {
    expectNoDifference(table.conflicts.map { "\($0.first)-\($0.second) \($0.key.label)" }, [])
  }

  @Test func everyBindingIsListedInHelp() {
    expectNoDifference(table.helpRows.count, table.bindings.count)
    expectNoDifference(table.helpRows.count, 64)
  }

  @Test(
    "the compare overlay's keys, and c from every pane",
    arguments: [
      (Key.character("c"), KeyContext.Mode.normal, ShellAction.toggleCompare),
      (.character("c"), .compare, .closeCompare), (.escape, .compare, .closeCompare),
      (.tab, .compare, .cycleCompare), (.left, .compare, .shiftCompare(-1)),
      (.character("h"), .compare, .shiftCompare(-1)), (.right, .compare, .shiftCompare(1)),
      (.character("l"), .compare, .shiftCompare(1)), (.up, .compare, .scrollCompare(-1)),
      (.character("j"), .compare, .scrollCompare(1)), (.pageDown, .compare, .pageCompare(1)),
      (.space, .compare, .pageCompare(1)), (.pageUp, .compare, .pageCompare(-1)),
      (.character("n"), .compare, nil), (.enter, .compare, nil),
    ] as [(Key, KeyContext.Mode, ShellAction?)])
  func compareKeys(key: Key, mode: KeyContext.Mode, action: ShellAction?) {
    for pane in Pane.allCases {
      expectNoDifference(table.action(for: key, in: context(pane, mode)), action)
    }
  }

  @Test func keysDispatchByContext() {
    expectNoDifference(table.action(for: .enter, in: context(.child)), .choose)
    expectNoDifference(table.action(for: .enter, in: context(.timeline)), nil)
    expectNoDifference(table.action(for: .enter, in: context(.timeline, .picker)), .pickerChoose)
    expectNoDifference(table.action(for: .character("j"), in: context(.parent)), .move(1))
    expectNoDifference(
      table.action(for: .character("j"), in: context(.parent, .help)), .scrollHelp(1))
    expectNoDifference(table.action(for: .down, in: context(.parent, .picker)), .pickerMove(1))
    expectNoDifference(table.action(for: .pageDown, in: context(.parent, .picker)), .pickerPage(1))
    expectNoDifference(table.action(for: .home, in: context(.parent, .picker)), .pickerFirst)
    expectNoDifference(table.action(for: .end, in: context(.parent, .picker)), .pickerLast)
    expectNoDifference(table.action(for: .backspace, in: context(.parent, .picker)), .pickerErase)
    expectNoDifference(table.action(for: .character("s"), in: context(.child)), .openPicker)
    expectNoDifference(table.action(for: .character("l"), in: context(.child)), .openRegionPicker)
    expectNoDifference(table.action(for: .escape, in: context(.child, .picker)), .closePicker)
    expectNoDifference(table.action(for: .escape, in: context(.child)), .cancelSheet)
    expectNoDifference(table.action(for: .character("v"), in: context(.timeline)), .toggleNarration)
    expectNoDifference(table.action(for: .escape, in: context(.child, .narration)), .closeNarration)
    expectNoDifference(
      table.action(for: .character("v"), in: context(.child, .narration)), .closeNarration)
    expectNoDifference(
      table.action(for: .down, in: context(.child, .narration)), .scrollNarration(1))
    expectNoDifference(table.action(for: .escape, in: context(.child, .help)), .closeHelp)
    expectNoDifference(table.action(for: .character("n"), in: context(.settings)), .nextStep)
    expectNoDifference(table.action(for: .character("u"), in: context(.timeline)), .undo)
    expectNoDifference(table.action(for: .character("r"), in: context(.parent)), .reset)
    expectNoDifference(table.action(for: .character("x"), in: context(.timeline)), .saveFrame)
    expectNoDifference(table.action(for: .character("n"), in: context(.child, .picker)), nil)
    for mode in KeyContext.Mode.allCases {
      // In a picker, letters filter: q is typed there, and Ctrl-C still quits.
      let q: ShellAction? = mode == .picker ? nil : .quit
      expectNoDifference(table.action(for: .character("q"), in: context(.settings, mode)), q)
      expectNoDifference(table.action(for: .ctrlC, in: context(.settings, mode)), .quit)
    }
    expectNoDifference(table.action(for: .tab, in: context(.child, .tooSmall)), nil)
  }

  @Test func footerShowsTheKeysOfTheFocusedPaneAndMode() {
    let normal = [
      "q quit", "? help", "Enter choose", "Tab pane", "↑↓ move", "n/p script step", "u undo",
      "r reset", "c compare", "s scenarios", "m mode", "l region", "x save SVG",
    ]
    expectNoDifference(hints(context(.child)), normal)
    expectNoDifference(hints(context(.timeline)), normal.filter { $0 != "Enter choose" })
    let cut = KeyContext(focus: .child, mode: .normal, conditions: [.narrationCut])
    expectNoDifference(hints(cut), ["q quit", "? help", "v narration"] + normal.dropFirst(2))
    expectNoDifference(hints(context(.child, .help)), ["q quit", "?/Esc close help", "↑↓ scroll"])
    expectNoDifference(hints(context(.child, .picker)), ["↑↓ move", "Enter choose", "Esc close"])
    expectNoDifference(hints(context(.child, .narration)), ["q quit", "v/Esc close", "↑↓ scroll"])
    expectNoDifference(hints(context(.child, .tooSmall)), ["q quit"])
    expectNoDifference(
      hints(context(.child, .compare)),
      [
        "q quit", "c/Esc close", "Tab next setting", "←→ columns", "↑↓ scroll",
      ])
  }

  // MARK: - Focus, lists, clicks

  @Test func tabAndShiftTabCycleThroughAllPanes() throws {
    var shell = try SimulatorStates.start()
    var visited: [Pane] = []
    for _ in 0..<4 {
      _ = shell.update(.focusNext, size: wide)
      visited.append(shell.focus)
    }
    expectNoDifference(visited, [.parent, .settings, .timeline, .child])
    _ = shell.update(.focusPrevious, size: wide)
    expectNoDifference(shell.focus, .timeline)
    _ = shell.update(.focus(.settings), size: wide)
    expectNoDifference(shell.focus, .settings)
  }

  @Test func pagingUsesTheVisibleRowsOfTheFocusedPane() throws {
    var shell = try SimulatorStates.state("texas-teen", [.choose, .focus(.timeline)])
    // At 80×24 the Timeline list shows 3 rows under its wrapped text and a gap; the keys
    // pressed at that size (as after a resize) page by them. The device panes lay out all
    // their buttons (two on the child's Ask screen, three on the parent's).
    expectNoDifference(shell.frame(size: medium).listRows(of: .timeline, size: medium), 3)
    expectNoDifference(
      shell.paneMetrics(size: medium).listRows,
      PerPane(child: 2, parent: 3, settings: 0, timeline: 3))
    expectNoDifference(shell.lists.timeline.selection, 11)
    _ = shell.update(.page(-1), size: medium)
    expectNoDifference(shell.lists.timeline.selection, 8)
    _ = shell.update(.first, size: medium)
    expectNoDifference(shell.lists.timeline, ScrollList(count: 12, selection: 0, offset: 0))
    _ = shell.update(.last, size: medium)
    expectNoDifference(shell.lists.timeline, ScrollList(count: 12, selection: 11, offset: 9))
  }

  @Test func choosingASettingKeepsTheCursorOnIt() throws {
    var shell = try SimulatorStates.state("texas-teen", [.focus(.settings), .choose])
    expectNoDifference(shell.simulation.world.person.sharingMode, .neverShare)
    expectNoDifference(shell.lists.settings.selection, 0)
    _ = shell.update(.choose, size: wide)
    expectNoDifference(shell.simulation.world.person.sharingMode, .alwaysShare)
  }

  @Test func oneKeyShortcutsChangeTheSharingModeAndRegion() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.cycleSharingMode, size: wide)
    expectNoDifference(shell.simulation.world.person.sharingMode, .neverShare)
    _ = shell.update(.openRegionPicker, size: wide)
    for character in "utah" { _ = shell.update(.pickerType(character), size: wide) }
    _ = shell.update(.pickerChoose, size: wide)
    expectNoDifference(shell.simulation.world.region.code, "US-UT")
    expectNoDifference(shell.openPicker, nil)
    expectNoDifference(shell.actions, [.setSharingMode(.neverShare), .setRegion("US-UT")])
  }

  @Test func theOtherDeviceNeedsASecondDevice() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.switchDevice, size: wide)
    expectNoDifference(shell.shownDevice, .childPhone)
    expectNoDifference(shell.notice, Notice(.info, "This scenario has no second device."))
    var sync = try SimulatorStates.opened("second-device-sync")
    sync.lists.child = ScrollList(count: 5, selection: 3)
    _ = sync.update(.switchDevice, size: wide)
    expectNoDifference(sync.shownDevice, .secondDevice)
    expectNoDifference(sync.childPresentation.heading, "Noah's iPad")
    // The Child slot's list starts over at the first of the iPad's buttons.
    expectNoDifference(
      sync.lists.child, ScrollList(count: sync.childPresentation.activeChoices.count, selection: 0))
    expectNoDifference(sync.focus, .child)
  }

  @Test func clicksFocusPanesSelectItemsAndASecondClickChooses() throws {
    var shell = try SimulatorStates.waitingForParent()
    // Row 13 of the Parent pane at 120×40 (under two rows of the step's narration and the
    // request's notification banner) is its second button, "#1 Decline".
    expectNoDifference(
      shell.action(for: .click(column: 70, row: 13), size: wide), .select(.parent, index: 1))
    _ = shell.update(.select(.parent, index: 1), size: wide)
    expectNoDifference(shell.action(for: .click(column: 70, row: 13), size: wide), .choose)
    expectNoDifference(shell.action(for: .click(column: 70, row: 5), size: wide), .focus(.parent))
    expectNoDifference(shell.action(for: .click(column: 5, row: 0), size: wide), nil)
    expectNoDifference(
      shell.action(for: .click(column: 20, row: 5), size: Size(width: 60, height: 20)),
      .focus(.parent))
    _ = shell.update(.toggleHelp, size: wide)
    expectNoDifference(shell.action(for: .click(column: 70, row: 11), size: wide), nil)
  }

  @Test func chooseWithNothingToChooseSaysSo() throws {
    var shell = try SimulatorStates.state("texas-teen", [.focus(.parent), .move(5)])
    let before = shell.simulation
    _ = shell.update(.focus(.child), size: wide)
    _ = shell.update(.choose, size: wide)
    _ = shell.update(.undo, size: wide)
    expectNoDifference(shell.simulation, before)
  }

  @Test func reportShowsRuntimeMessagesOnTheNoticeLine() throws {
    var shell = try SimulatorStates.start()
    shell.report(Notice(.warning, "session not saved: disk full"))
    expectNoDifference(
      shell.render(size: wide).lines[38],
      " Warning: session not saved: disk full" + String(repeating: " ", count: 82))
  }

  @Test func quitEndsTheLoop() throws {
    var shell = try SimulatorStates.start()
    _ = shell.start()
    expectNoDifference(shell.update(.quit, size: wide), [.quit])
  }

  // MARK: - Help overlay

  @Test func helpScrollsWithinItsLines() throws {
    var shell = try SimulatorStates.help()
    _ = shell.update(.scrollHelp(-1), size: medium)
    expectNoDifference(shell.overlay, .help(offset: 0))
    _ = shell.update(.scrollHelp(100), size: medium)
    expectNoDifference(shell.overlay, .help(offset: 63))
    let screen = shell.render(size: medium).lines
    expectNoDifference(
      screen[17...19],
      [
        " ┃ Home           Scroll this help to the top         help overlay            ┃ ",
        " ┃ End            Scroll this help to the end         help overlay            ┃ ",
        " ┃ lines 64–80 of 80 · ↑↓ scroll                                              ┃ ",
      ])
    _ = shell.update(.scrollHelp(-1), size: medium)
    expectNoDifference(shell.overlay, .help(offset: 62))
    _ = shell.update(.toggleHelp, size: medium)
    _ = shell.update(.toggleHelp, size: medium)
    expectNoDifference(shell.overlay, .help(offset: 0))
  }
}
