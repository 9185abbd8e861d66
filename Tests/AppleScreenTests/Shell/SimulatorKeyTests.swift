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
    #expect(table.conflicts.map { "\($0.first)-\($0.second) \($0.key.label)" } == [])
  }

  @Test func everyBindingIsListedInHelp() {
    #expect(table.helpRows.count == table.bindings.count)
    #expect(table.helpRows.count == 64)
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
      #expect(table.action(for: key, in: context(pane, mode)) == action)
    }
  }

  @Test func keysDispatchByContext() {
    #expect(table.action(for: .enter, in: context(.child)) == .choose)
    #expect(table.action(for: .enter, in: context(.timeline)) == nil)
    #expect(table.action(for: .enter, in: context(.timeline, .picker)) == .pickerChoose)
    #expect(table.action(for: .character("j"), in: context(.parent)) == .move(1))
    #expect(table.action(for: .character("j"), in: context(.parent, .help)) == .scrollHelp(1))
    #expect(table.action(for: .down, in: context(.parent, .picker)) == .pickerMove(1))
    #expect(table.action(for: .pageDown, in: context(.parent, .picker)) == .pickerPage(1))
    #expect(table.action(for: .home, in: context(.parent, .picker)) == .pickerFirst)
    #expect(table.action(for: .end, in: context(.parent, .picker)) == .pickerLast)
    #expect(table.action(for: .backspace, in: context(.parent, .picker)) == .pickerErase)
    #expect(table.action(for: .character("s"), in: context(.child)) == .openPicker)
    #expect(table.action(for: .character("l"), in: context(.child)) == .openRegionPicker)
    #expect(table.action(for: .escape, in: context(.child, .picker)) == .closePicker)
    #expect(table.action(for: .escape, in: context(.child)) == .cancelSheet)
    #expect(table.action(for: .character("v"), in: context(.timeline)) == .toggleNarration)
    #expect(table.action(for: .escape, in: context(.child, .narration)) == .closeNarration)
    #expect(table.action(for: .character("v"), in: context(.child, .narration)) == .closeNarration)
    #expect(table.action(for: .down, in: context(.child, .narration)) == .scrollNarration(1))
    #expect(table.action(for: .escape, in: context(.child, .help)) == .closeHelp)
    #expect(table.action(for: .character("n"), in: context(.settings)) == .nextStep)
    #expect(table.action(for: .character("u"), in: context(.timeline)) == .undo)
    #expect(table.action(for: .character("r"), in: context(.parent)) == .reset)
    #expect(table.action(for: .character("x"), in: context(.timeline)) == .saveFrame)
    #expect(table.action(for: .character("n"), in: context(.child, .picker)) == nil)
    for mode in KeyContext.Mode.allCases {
      // In a picker, letters filter: q is typed there, and Ctrl-C still quits.
      let q: ShellAction? = mode == .picker ? nil : .quit
      #expect(table.action(for: .character("q"), in: context(.settings, mode)) == q)
      #expect(table.action(for: .ctrlC, in: context(.settings, mode)) == .quit)
    }
    #expect(table.action(for: .tab, in: context(.child, .tooSmall)) == nil)
  }

  @Test func footerShowsTheKeysOfTheFocusedPaneAndMode() {
    let normal = [
      "q quit", "? help", "Enter choose", "Tab pane", "↑↓ move", "n/p script step", "u undo",
      "r reset", "c compare", "s scenarios", "m mode", "l region", "x save SVG",
    ]
    #expect(hints(context(.child)) == normal)
    #expect(hints(context(.timeline)) == normal.filter { $0 != "Enter choose" })
    let cut = KeyContext(focus: .child, mode: .normal, conditions: [.narrationCut])
    #expect(hints(cut) == ["q quit", "? help", "v narration"] + normal.dropFirst(2))
    #expect(hints(context(.child, .help)) == ["q quit", "?/Esc close help", "↑↓ scroll"])
    #expect(hints(context(.child, .picker)) == ["↑↓ move", "Enter choose", "Esc close"])
    #expect(hints(context(.child, .narration)) == ["q quit", "v/Esc close", "↑↓ scroll"])
    #expect(hints(context(.child, .tooSmall)) == ["q quit"])
    #expect(
      hints(context(.child, .compare)) == [
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
    #expect(visited == [.parent, .settings, .timeline, .child])
    _ = shell.update(.focusPrevious, size: wide)
    #expect(shell.focus == .timeline)
    _ = shell.update(.focus(.settings), size: wide)
    #expect(shell.focus == .settings)
  }

  @Test func pagingUsesTheVisibleRowsOfTheFocusedPane() throws {
    var shell = try SimulatorStates.state("texas-teen", [.choose, .focus(.timeline)])
    // At 80×24 the Timeline list shows 3 rows under its wrapped text and a gap; the keys
    // pressed at that size (as after a resize) page by them. The device panes lay out all
    // their buttons (two on the child's Ask screen, three on the parent's).
    #expect(shell.frame(size: medium).listRows(of: .timeline, size: medium) == 3)
    #expect(
      shell.paneMetrics(size: medium).listRows
        == PerPane(child: 2, parent: 3, settings: 0, timeline: 3))
    #expect(shell.lists.timeline.selection == 11)
    _ = shell.update(.page(-1), size: medium)
    #expect(shell.lists.timeline.selection == 8)
    _ = shell.update(.first, size: medium)
    #expect(shell.lists.timeline == ScrollList(count: 12, selection: 0, offset: 0))
    _ = shell.update(.last, size: medium)
    #expect(shell.lists.timeline == ScrollList(count: 12, selection: 11, offset: 9))
  }

  @Test func choosingASettingKeepsTheCursorOnIt() throws {
    var shell = try SimulatorStates.state("texas-teen", [.focus(.settings), .choose])
    #expect(shell.simulation.world.person.sharingMode == .neverShare)
    #expect(shell.lists.settings.selection == 0)
    _ = shell.update(.choose, size: wide)
    #expect(shell.simulation.world.person.sharingMode == .alwaysShare)
  }

  @Test func oneKeyShortcutsChangeTheSharingModeAndRegion() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.cycleSharingMode, size: wide)
    #expect(shell.simulation.world.person.sharingMode == .neverShare)
    _ = shell.update(.openRegionPicker, size: wide)
    for character in "utah" { _ = shell.update(.pickerType(character), size: wide) }
    _ = shell.update(.pickerChoose, size: wide)
    #expect(shell.simulation.world.region.code == "US-UT")
    #expect(shell.openPicker == nil)
    #expect(shell.actions == [.setSharingMode(.neverShare), .setRegion("US-UT")])
  }

  @Test func theOtherDeviceNeedsASecondDevice() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.switchDevice, size: wide)
    #expect(shell.shownDevice == .childPhone)
    #expect(shell.notice == Notice(.info, "This scenario has no second device."))
    var sync = try SimulatorStates.opened("second-device-sync")
    sync.lists.child = ScrollList(count: 5, selection: 3)
    _ = sync.update(.switchDevice, size: wide)
    #expect(sync.shownDevice == .secondDevice)
    #expect(sync.childPresentation.heading == "Noah's iPad")
    // The Child slot's list starts over at the first of the iPad's buttons.
    #expect(
      sync.lists.child
        == ScrollList(count: sync.childPresentation.activeChoices.count, selection: 0))
    #expect(sync.focus == .child)
  }

  @Test func clicksFocusPanesSelectItemsAndASecondClickChooses() throws {
    var shell = try SimulatorStates.waitingForParent()
    // Row 13 of the Parent pane at 120×40 (under two rows of the step's narration and the
    // request's notification banner) is its second button, "#1 Decline".
    #expect(
      shell.action(for: .click(column: 70, row: 13), size: wide) == .select(.parent, index: 1))
    _ = shell.update(.select(.parent, index: 1), size: wide)
    #expect(shell.action(for: .click(column: 70, row: 13), size: wide) == .choose)
    #expect(shell.action(for: .click(column: 70, row: 5), size: wide) == .focus(.parent))
    #expect(shell.action(for: .click(column: 5, row: 0), size: wide) == nil)
    #expect(
      shell.action(for: .click(column: 20, row: 5), size: Size(width: 60, height: 20))
        == .focus(.parent))
    _ = shell.update(.toggleHelp, size: wide)
    #expect(shell.action(for: .click(column: 70, row: 11), size: wide) == nil)
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
    #expect(
      shell.render(size: wide).lines[38]
        == " Warning: session not saved: disk full" + String(repeating: " ", count: 82))
  }

  @Test func quitEndsTheLoop() throws {
    var shell = try SimulatorStates.start()
    _ = shell.start()
    #expect(shell.update(.quit, size: wide) == [.quit])
  }

  // MARK: - Help overlay

  @Test func helpScrollsWithinItsLines() throws {
    var shell = try SimulatorStates.help()
    _ = shell.update(.scrollHelp(-1), size: medium)
    #expect(shell.overlay == .help(offset: 0))
    _ = shell.update(.scrollHelp(100), size: medium)
    #expect(shell.overlay == .help(offset: 63))
    let screen = shell.render(size: medium).lines
    #expect(
      screen[17...19] == [
        " ┃ Home           Scroll this help to the top         help overlay            ┃ ",
        " ┃ End            Scroll this help to the end         help overlay            ┃ ",
        " ┃ lines 64–80 of 80 · ↑↓ scroll                                              ┃ ",
      ])
    _ = shell.update(.scrollHelp(-1), size: medium)
    #expect(shell.overlay == .help(offset: 62))
    _ = shell.update(.toggleHelp, size: medium)
    _ = shell.update(.toggleHelp, size: medium)
    #expect(shell.overlay == .help(offset: 0))
  }
}
