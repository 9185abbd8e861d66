import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// The keys and screen parts a presenter leans on: the filtering pickers, Esc, the header that
/// keeps the walkthrough's place longest, and narration that is always readable in full.
@Suite struct PresenterKeyTests {
  let wide = Size(width: 120, height: 40)
  let medium = Size(width: 80, height: 24)

  /// `program` after typing `text` into its open picker, key by key as the loop would.
  func typed<Program: TUIProgram>(_ text: String, into program: Program, size: Size) -> Program {
    var program = program
    for character in text {
      guard let action = program.action(for: .character(character), size: size) else {
        Issue.record("no action for \(character)")
        return program
      }
      _ = program.update(action, size: size)
    }
    return program
  }

  func pickerNames(_ picker: PickerOverlay?) -> [String] {
    (picker?.entries ?? []).map { entry in
      entry.label.text.split(separator: " ").first { $0 != "★" }.map(String.init) ?? ""
    }
  }

  // MARK: - Pickers

  @Test func theScenarioPickerFiltersAsYouTypeAndBackspaceWidensIt() throws {
    let opened = try SimulatorStates.picker()
    expectNoDifference(pickerNames(opened.pickerOverlay), ScenarioLibrary.names)
    var session = typed("wwdc", into: opened, size: wide)
    expectNoDifference(session.openPicker?.query, "wwdc")
    expectNoDifference(
      pickerNames(session.pickerOverlay), ["wwdc-olivia-14", "wwdc-emily-9", "wwdc-ann-42"])
    expectNoDifference(session.openPicker?.list, ScrollList(count: 3, selection: 0))
    // Letters that are keys elsewhere (q quits, s opens the picker) are typed here.
    session = typed(" qs", into: session, size: wide)
    expectNoDifference(pickerNames(session.pickerOverlay), [])
    #expect(session.render(size: wide).description.contains("Nothing matches “wwdc qs”"))
    _ = session.update(.picker(.pickerChoose), size: wide)
    expectNoDifference(session.scenario.name, "texas-teen")
    for _ in 0..<3 { _ = session.update(.picker(.pickerErase), size: wide) }
    expectNoDifference(
      pickerNames(session.pickerOverlay), ["wwdc-olivia-14", "wwdc-emily-9", "wwdc-ann-42"])
    _ = session.update(.picker(.pickerLast), size: wide)
    _ = session.update(.picker(.pickerChoose), size: wide)
    expectNoDifference(session.scenario.name, "wwdc-ann-42")
    expectNoDifference(session.openPicker, nil)
  }

  @Test func thePickerPagesAndJumpsToItsEnds() throws {
    var session = try SimulatorStates.picker()
    let last = ScenarioLibrary.names.count - 1
    _ = session.update(.picker(.pickerLast), size: medium)
    expectNoDifference(session.openPicker?.list.selection, last)
    _ = session.update(.picker(.pickerFirst), size: medium)
    expectNoDifference(session.openPicker?.list.selection, 0)
    let page = try #require(
      session.pickerOverlay?.listRows(in: Rect(x: 0, y: 1, width: 80, height: 21)))
    _ = session.update(.picker(.pickerPage(1)), size: medium)
    expectNoDifference(session.openPicker?.list.selection, page)
    _ = session.update(.picker(.pickerPage(-1)), size: medium)
    expectNoDifference(session.openPicker?.list.selection, 0)
    // The selected entry is drawn with its whole description, however far down it is.
    _ = session.update(.picker(.pickerLast), size: medium)
    let screen = session.render(size: medium).description
    let summary = try #require(ScenarioLibrary.all.last?.summary)
    let words = summary.split(separator: " ")
    #expect(screen.contains("▸   \(ScenarioLibrary.names[last])"))
    #expect(words.allSatisfy { screen.contains($0) })
  }

  @Test func lOpensARegionPickerAndChoosingMovesThere() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.openRegionPicker, size: wide)
    expectNoDifference(shell.keyContext(size: wide).mode, .picker)
    expectNoDifference(shell.pickerOverlay?.title, "Region on Apple")
    let selected = try #require(shell.openPicker?.list.selection)
    expectNoDifference(shell.pickerOverlay?.entries[selected].label.text, "US-TX  Texas  (now)")
    shell = typed("austral", into: shell, size: wide)
    expectNoDifference(shell.pickerOverlay?.entries.map(\.label.text), ["AU     Australia"])
    _ = shell.update(.pickerChoose, size: wide)
    expectNoDifference(shell.simulation.world.region.code, "AU")
    expectNoDifference(shell.actions, [.setRegion("AU")])
  }

  // MARK: - Esc

  @Test func escOnTheComposeSheetChoosesItsCancel() throws {
    var shell = try SimulatorStates.compose()
    let action = try #require(shell.action(for: .escape, size: medium))
    expectNoDifference(action, .cancelSheet)
    _ = shell.update(action, size: medium)
    expectNoDifference(shell.actions.last, .cancelCompose(.childPhone))
    expectNoDifference(shell.childPresentation.sheet, nil)
    expectNoDifference(shell.childPresentation.screenTitle, "Ask to Continue")
  }

  @Test func escOnASheetWithoutCancelChoosesNothing() throws {
    var shell = try SimulatorStates.acknowledgment()
    let before = shell.actions
    _ = shell.update(.cancelSheet, size: medium)
    expectNoDifference(shell.actions, before)
    expectNoDifference(
      shell.notice,
      Notice(
        .info, "“Important Changes to Landmarks” has no Cancel button; choose one of its buttons."
      ))
  }

  /// (The scenario picker is the session's; OverlaySideTests closes it with Esc on every side.)
  @Test(arguments: [
    [ShellAction.toggleHelp], [.openRegionPicker], [.nextStep, .toggleNarration],
  ])
  func escClosesEveryOverlay(_ opening: [ShellAction]) throws {
    var shell = try SimulatorStates.state("texas-teen", opening)
    #expect(shell.keyContext(size: medium).mode != .normal)
    let action = try #require(shell.action(for: .escape, size: medium))
    _ = shell.update(action, size: medium)
    expectNoDifference(shell.keyContext(size: medium).mode, .normal)
    #expect(!shell.isHelpOpen)
    expectNoDifference(shell.openPicker, nil)
    expectNoDifference(shell.narrationOverlay, nil)
    expectNoDifference(shell.actions.count, (opening.first == .nextStep ? 1 : 0))
  }

  // MARK: - Header

  @Test(arguments: [
    (
      100, "AgeTUI — texas-teen — A 14-year-old in T…",
      "2026-09-14 · US-TX · iOS 26.5 · Ask First · script 2/4"
    ),
    (80, "AgeTUI — texas-teen …", "2026-09-14 · US-TX · iOS 26.5 · Ask First · script 2/4"),
    (68, "AgeTUI — texas-teen…", "2026-09-14 · US-TX · Ask First · script 2/4"),
    (60, "texas-teen", "2026-09-14 · US-TX · Ask First · script 2/4"),
    (48, "AgeTUI — texas-teen…", "2026-09-14 · script 2/4"),
    (40, "texas-teen", "2026-09-14 · script 2/4"),
    (24, "texas-te…", "script 2/4"),
    (14, "", "script 2/4"),
  ])
  func theHeaderDropsTheTitleFirstTheStepLastAndTheDateJustBefore(
    width: Int, left: String, right: String
  ) throws {
    let shell = try SimulatorStates.state("texas-teen", [.nextStep, .nextStep])
    let texts = shell.headerBar.texts(width: width)
    expectNoDifference(texts.left, left)
    expectNoDifference(texts.right, right)
  }

  // MARK: - Narration

  @Test(arguments: [
    (Size(width: 120, height: 40), 5, false), (Size(width: 100, height: 30), 6, false),
    (Size(width: 80, height: 24), 8, false), (Size(width: 60, height: 20), 6, true),
    (Size(width: 40, height: 12), 2, true),
  ])
  func theBannerGrowsToAThirdOfTheScreen(size: Size, rows: Int, isCut: Bool) throws {
    var shell = try SimulatorStates.walkthrough()
    // Below 30 rows the banner starts as the caption; `b` brings the whole narration.
    while shell.bannerMode(size: size) != .full { _ = shell.update(.cycleBanner, size: size) }
    let layout = shell.frame(size: size).layout(size: size)
    expectNoDifference(layout.banner.height, rows)
    let lines = shell.render(size: size).lines
    let hints = shell.keyTable.hints(in: shell.keyContext(size: size)).map(\.keys)
    expectNoDifference(hints.contains("v"), isCut)
    expectNoDifference(lines[rows].hasSuffix("… v reads it all "), isCut)
    if !isCut {
      #expect(lines[rows].contains("so the app shows its Ask screen."))
    }
  }

  @Test func vShowsTheWholeNarrationAndScrolls() throws {
    var shell = try SimulatorStates.walkthrough()
    let size = Size(width: 40, height: 12)
    _ = shell.update(.toggleNarration, size: size)
    expectNoDifference(shell.keyContext(size: size).mode, .narration)
    var screen = shell.render(size: size).lines
    expectNoDifference(screen[2], " ┃ Sofia, 14, opens Landmarks 2.0 on  ┃ ")
    expectNoDifference(screen[8], " ┃ lines 1–5 of 18 · ↑↓ scroll · v o… ┃ ")
    _ = shell.update(.pageNarration(1), size: size)
    _ = shell.update(.pageNarration(10), size: size)
    screen = shell.render(size: size).lines
    expectNoDifference(screen[8], " ┃ lines 14–18 of 18 · ↑↓ scroll · v… ┃ ")
    #expect(screen.contains { $0.contains("Ask screen.") })
    _ = shell.update(.scrollNarration(-100), size: size)
    expectNoDifference(shell.overlay, .narration(offset: 0))
    _ = shell.update(.closeNarration, size: size)
    expectNoDifference(shell.narrationOverlay, nil)
  }

  /// The banner at each mode on the presenter's 80×24: the caption by default (one row, `v`
  /// named in the footer), `b` to off, then to the whole narration, and back to the caption;
  /// the choice is journaled with the screen and restored by `--resume`.
  @Test func bCyclesTheBannerAndTheChoiceIsKept() throws {
    var shell = try SimulatorStates.walkthrough()
    let size = Size(width: 80, height: 24)
    var seen: [(BannerMode, Int, String)] = []
    var records: [SessionRecord] = []
    for _ in 0..<4 {
      let layout = shell.frame(size: size).layout(size: size)
      let lines = shell.render(size: size).lines
      seen.append((shell.bannerMode(size: size), layout.banner.height, lines[1]))
      records += shell.update(.cycleBanner, size: size).savedRecords
    }
    expectNoDifference(seen.map(\.0), [.caption, .off, .full, .caption])
    expectNoDifference(seen.map(\.1), [1, 0, 8, 1])
    expectNoDifference(
      seen[0].2,
      DisplayWidth.pad(
        " Texas shares Sofia's range, 13–15; the update needs a parent's approval.", to: 80))
    #expect(seen[1].2.hasPrefix("┏ ▶ Child device · WAITING"))
    #expect(seen[2].2.hasPrefix(" Step 1/4: Sofia, 14, opens Landmarks 2.0 on her iPhone."))
    expectNoDifference(
      shell.notice, Notice(.info, "Banner: off (v reads the narration); b changes it."))
    expectNoDifference(
      records.last,
      .screen(
        AppleScreenPosition(
          focus: shell.focus, shownDevice: .childPhone, lists: shell.lists, banner: .off)))
    var restored = try SimulatorStates.start()
    expectNoDifference(restored.restore([.jump(1, .nextStep)] + records), nil)
    expectNoDifference(restored.bannerMode(size: size), .off)
    // The standard mode: the caption below 30 rows or while speaker notes follow.
    expectNoDifference(BannerMode.standard(rows: 29, followedByNotes: false), .caption)
    expectNoDifference(BannerMode.standard(rows: 30, followedByNotes: false), .full)
    expectNoDifference(BannerMode.standard(rows: 40, followedByNotes: true), .caption)
    var followed = try SimulatorStates.walkthrough()
    expectNoDifference(followed.bannerMode(size: Size(width: 120, height: 40)), .full)
    expectNoDifference(followed.deliver(.followedByNotes(true)), [])
    expectNoDifference(followed.bannerMode(size: Size(width: 120, height: 40)), .caption)
  }

  /// A device pane that does not fit says what it hides on its bottom edge, and the focused
  /// pane scrolls to it: ↓ past the last button, PgDn, End and Home.
  @Test func aCutDevicePaneSaysSoAndScrolls() throws {
    var shell = try SimulatorStates.walkthrough()
    let size = Size(width: 80, height: 24)
    // The whole narration takes 8 rows, leaving the devices 7.
    while shell.bannerMode(size: size) != .full { _ = shell.update(.cycleBanner, size: size) }
    func edge(_ mark: String) -> String {
      "┗" + String(repeating: "━", count: 37 - DisplayWidth.of(mark)) + mark + "━┛"
    }
    var lines = shell.render(size: size).lines
    #expect(lines[18].hasPrefix(edge(" ↓ 5 more ")))
    expectNoDifference(
      lines[17], "│ A parent or guardian needs to        ││   ✗ Revoke Consent for Landmarks     │")
    // ↓ to the last button scrolls it into view; ↓ again at the end changes nothing more.
    _ = shell.update(.move(1), size: size)
    expectNoDifference(shell.documentScroll.child, 5)
    _ = shell.update(.move(1), size: size)
    lines = shell.render(size: size).lines
    expectNoDifference(shell.documentScroll.child, 5)
    #expect(lines[18].hasPrefix(edge(" ↑ 5 ")))
    #expect(lines[17].hasPrefix("│ ▸   Close Landmarks"))
    _ = shell.update(.first, size: size)
    expectNoDifference(shell.documentScroll.child, 0)
    expectNoDifference(shell.lists.child.selection, 0)
    _ = shell.update(.page(1), size: size)
    expectNoDifference(shell.documentScroll.child, 5)
    _ = shell.update(.page(-1), size: size)
    expectNoDifference(shell.documentScroll.child, 0)
    _ = shell.update(.last, size: size)
    expectNoDifference(shell.documentScroll.child, 5)
    // A new step starts at the top again.
    _ = shell.update(.nextStep, size: size)
    expectNoDifference(shell.documentScroll.child, 0)
  }

  /// Focus follows what a walkthrough step changed: a Settings step opens Settings (the drawer
  /// at 80×24) on the row it changed; revoking consent, which reaches only the developer's
  /// server, opens the Timeline on its newest entry; a live `m` leaves the focus alone.
  @Test func focusFollowsTheStepIntoSettingsAndTheTimeline() throws {
    let size = Size(width: 80, height: 24)
    var modes = try SimulatorStates.opened("sharing-modes")
    for _ in 0..<6 {
      _ = modes.update(.nextStep, size: size)
    }
    expectNoDifference(modes.focus, .settings)
    let selected = modes.settingsItems[modes.lists.settings.selection].row
    expectNoDifference("\(selected.label): \(selected.value)", "Landmarks: no cached answer")
    #expect(modes.render(size: size).lines.contains { $0.hasPrefix("┏ ▶ Settings │ 4 Timeline") })
    var revoked = try SimulatorStates.opened("revoked-consent")
    for _ in 0..<5 {
      _ = revoked.update(.nextStep, size: size)
    }
    expectNoDifference(revoked.focus, .timeline)
    expectNoDifference(revoked.lists.timeline.selection, revoked.simulation.trace.count - 1)
    expectNoDifference(revoked.simulation.trace.last?.kind, .serverNotification)
    var live = try SimulatorStates.walkthrough()
    _ = live.update(.cycleSharingMode, size: size)
    expectNoDifference(live.focus, .child)
  }

  @Test func vWithoutNarrationSaysSo() throws {
    var shell = try SimulatorStates.start()
    _ = shell.update(.toggleNarration, size: wide)
    expectNoDifference(shell.narrationOverlay, nil)
    expectNoDifference(
      shell.notice, Notice(.info, "No narration here: n plays the script's next step."))
  }
}
