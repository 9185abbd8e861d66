import AgeScreen
import Testing

@Suite struct DemoShellTests {
  let wide = Size(width: 120, height: 40)

  @Test func tabAndShiftTabCycleThroughAllPanes() {
    var shell = DemoShell()
    var visited: [Pane] = []
    for _ in 0..<4 {
      _ = shell.update(.focusNext, size: wide)
      visited.append(shell.focus)
    }
    #expect(visited == [.parent, .settings, .timeline, .child])
    _ = shell.update(.focusPrevious, size: wide)
    #expect(shell.focus == .timeline)
  }

  @Test func choosingShowsTheChosenItemOnTheNoticeLine() {
    var shell = DemoShell()
    _ = shell.update(.focus(.parent), size: wide)
    _ = shell.update(.move(2), size: wide)
    _ = shell.update(.choose, size: wide)
    #expect(shell.notice == Notice(.success, "Chose “Decline” in Parent device"))
    let canvas = shell.render(size: wide)
    #expect(
      canvas.lines[38] == " ✓ Chose “Decline” in Parent device" + String(repeating: " ", count: 85))
  }

  @Test func keysMapThroughTheTableForTheCurrentContext() {
    var shell = DemoShell()
    #expect(shell.action(for: .character("?"), size: wide) == .toggleHelp)
    _ = shell.update(.toggleHelp, size: wide)
    #expect(shell.action(for: .character("?"), size: wide) == .closeHelp)
    #expect(shell.action(for: .tab, size: wide) == nil)
    #expect(shell.action(for: .character("q"), size: Size(width: 30, height: 10)) == .quit)
    #expect(shell.update(.quit, size: wide) == .quit)
  }

  @Test func pagingUsesTheVisibleRowsOfTheFocusedPane() {
    var shell = DemoShell()
    _ = shell.update(.focus(.timeline), size: Size(width: 80, height: 24))
    // At 80×24 the Timeline list shows 5 rows under its two lines of text and a gap.
    #expect(
      DemoShell().frame(size: Size(width: 80, height: 24)).listRows(
        of: .timeline, size: Size(width: 80, height: 24)) == 5)
    _ = shell.update(.page(1), size: Size(width: 80, height: 24))
    #expect(shell.lists.timeline == ScrollList(count: 24, selection: 5, offset: 1))
    _ = shell.update(.last, size: Size(width: 80, height: 24))
    #expect(shell.lists.timeline == ScrollList(count: 24, selection: 23, offset: 19))
    _ = shell.update(.first, size: Size(width: 80, height: 24))
    #expect(shell.lists.timeline == ScrollList(count: 24, selection: 0, offset: 0))
  }

  @Test func clicksFocusPanesAndSelectItems() {
    let shell = DemoShell()
    // Row 6 of the Parent pane at 120×40 is its second item ("Approve").
    #expect(shell.action(for: .click(column: 50, row: 6), size: wide) == .select(.parent, index: 1))
    #expect(shell.action(for: .click(column: 50, row: 2), size: wide) == .focus(.parent))
    #expect(shell.action(for: .click(column: 5, row: 0), size: wide) == nil)
    let narrow = Size(width: 60, height: 20)
    #expect(shell.action(for: .click(column: 20, row: 1), size: narrow) == .focus(.parent))
  }

  @Test func restoreFitsSavedListsToTheCurrentItems() {
    var saved = DemoShell()
    saved.focus = .settings
    saved.lists.settings = ScrollList(count: 99, selection: 50, offset: 40)
    var shell = DemoShell()
    shell.restore(saved)
    #expect(shell.focus == .settings)
    #expect(shell.lists.settings == ScrollList(count: 11, selection: 10, offset: 10))
  }

  @Test func reportShowsRuntimeMessages() {
    var shell = DemoShell()
    shell.report(Notice(.warning, "session not saved: disk full"))
    #expect(
      shell.render(size: wide).lines[38].hasPrefix(" Warning: session not saved: disk full  "))
  }
}
