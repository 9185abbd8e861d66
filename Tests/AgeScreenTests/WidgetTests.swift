import CustomDump
import FlowEngine
import Scenarios
import ScreenTestSupport
import Testing

@testable import AgeScreen

@Suite struct WidgetTests {
  @Test func focusedBoxHasHeavyTopAndBottomEdgesAndAMarkedTitle() {
    var canvas = Canvas(size: Size(width: 20, height: 3))
    let inner = Box(title: "Settings", isFocused: true).draw(
      in: Rect(x: 0, y: 0, width: 20, height: 3), on: &canvas)
    expectNoDifference(inner, Rect(x: 1, y: 1, width: 18, height: 1))
    expectScreen(canvas) {
      """
      "┏ ▶ Settings ━━━━━━┓"
      "│                  │"
      "┗━━━━━━━━━━━━━━━━━━┛"
      -- styles
      "BTTTTTTTTTTTTBBBBBBB"
      "b..................b"
      "BBBBBBBBBBBBBBBBBBBB"
      -- legend: . plain, T focusedTitle, b border, B focusedBorder
      """
    }
    expectNoDifference(canvas[2, 0]?.style, .focusedTitle)
    expectNoDifference(canvas[0, 0]?.style, .focusedBorder)
    expectNoDifference(canvas[0, 1]?.style, .border)
    expectNoDifference(canvas[0, 2]?.style, .focusedBorder)
  }

  @Test func overlayBoxIsHeavyAllRound() {
    var canvas = Canvas(size: Size(width: 20, height: 3))
    Box(title: "Help: keys", isFocused: true, isOverlay: true).draw(
      in: Rect(x: 0, y: 0, width: 20, height: 3), on: &canvas)
    expectScreen(canvas) {
      """
      "┏ ▶ Help: keys ━━━━┓"
      "┃                  ┃"
      "┗━━━━━━━━━━━━━━━━━━┛"
      -- styles
      "BTTTTTTTTTTTTTTBBBBB"
      "B..................B"
      "BBBBBBBBBBBBBBBBBBBB"
      -- legend: . plain, T focusedTitle, B focusedBorder
      """
    }
    expectNoDifference(canvas[0, 1]?.style, .focusedBorder)
    expectNoDifference(canvas[19, 2]?.style, .focusedBorder)
  }

  @Test func unfocusedBoxIsLightAndTruncatesItsTitle() {
    var canvas = Canvas(size: Size(width: 12, height: 3))
    Box(title: "Parent device", isFocused: false, badge: "2 new").draw(
      in: Rect(x: 0, y: 0, width: 12, height: 3), on: &canvas)
    expectScreen(canvas) {
      """
      "┌ Parent …─┐"
      "│          │"
      "└──────────┘"
      -- styles
      "btttttttttbb"
      "b..........b"
      "bbbbbbbbbbbb"
      -- legend: . plain, t title, b border
      """
    }
    expectNoDifference(canvas[2, 0]?.style, .title)
  }

  @Test func boxTitleWithBadge() {
    expectNoDifference(
      Box(title: "Parent device", isFocused: false, badge: "2 new").titleText,
      " Parent device · 2 new ")
  }

  @Test(arguments: [
    (60, "▶1 Child device | 2 Parent device | 3 Settings | 4 Timeline "),
    (46, "▶1 Child | 2 Parent | 3 Settings | 4 Timeline "),
    (30, "▶1 Child | 2 | 3 | 4 "),
    (10, "▶1 | 2 | 3 | 4 "),
  ])
  func tabBarFallsBackToShorterLabels(_ width: Int, _ expected: String) {
    expectNoDifference(TabBar(focus: .child).labels(width: width).joined(separator: "|"), expected)
  }

  @Test func tabBarMarksTheFocusedTab() {
    var canvas = Canvas(size: Size(width: 40, height: 1))
    TabBar(focus: .settings).draw(in: Rect(x: 0, y: 0, width: 40, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, [" 1 │ 2 │▶3 Settings │ 4                 "])
    expectNoDifference(canvas[8, 0]?.style, .focusedTab)
  }

  @Test func footerDropsWholeHintsThatDoNotFit() {
    let footer = Footer(hints: [
      KeyHint(keys: "q", label: "quit"), KeyHint(keys: "?", label: "help"),
      KeyHint(keys: "Enter", label: "choose"),
    ])
    var canvas = Canvas(size: Size(width: 20, height: 1))
    footer.draw(in: Rect(x: 0, y: 0, width: 20, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, [" q quit ? help      "])
    expectNoDifference(canvas[1, 0]?.style, .key)
    expectNoDifference(canvas[3, 0]?.style, .plain)
  }

  @Test func footerLeavesAPlaceholderBlankAndTheHintsAfterItInPlace() {
    let hints = [
      KeyHint(keys: "q", label: "quit"), KeyHint(keys: "Enter", label: "choose"),
      KeyHint(keys: "?", label: "help"),
    ]
    var shown = Canvas(size: Size(width: 29, height: 1))
    Footer(hints: hints).draw(in: Rect(x: 0, y: 0, width: 29, height: 1), on: &shown)
    var held = Canvas(size: Size(width: 29, height: 1))
    Footer(hints: [hints[0], hints[1].placeholder, hints[2]]).draw(
      in: Rect(x: 0, y: 0, width: 29, height: 1), on: &held)
    expectNoDifference(shown.lines, [" q quit  Enter choose  ? help"])
    expectNoDifference(held.lines, [" q quit                ? help"])
    expectNoDifference(held[23, 0]?.style, .key)
  }

  @Test(arguments: [
    (33, " q quit  ? help  n/p script step "),
    (27, " q quit  ? help  n/p step   "),
    (24, " q quit ? help n/p step "),
    (23, " q quit ? help n/p step"),
    (20, " q quit ? help       "),
    (13, "q quit ? help"),
    (12, " q quit     "),
  ])
  func footerShortensLabelsBeforeDroppingKeys(_ width: Int, _ expected: String) {
    let footer = Footer(hints: [
      KeyHint(keys: "q", label: "quit"), KeyHint(keys: "?", label: "help"),
      KeyHint(keys: "n/p", label: "script step", shortLabel: "step"),
    ])
    var canvas = Canvas(size: Size(width: expected.count, height: 1))
    footer.draw(in: Rect(x: 0, y: 0, width: width, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, [expected])
  }

  /// At 22 columns the three hints need the margin's column: it goes for `?` (rank 2, kept at
  /// 80 columns) but not for `Enter` (rank 3), which gives way instead.
  @Test(arguments: [
    (2, "q quit Enter ok ? help"),
    (3, " q quit ? help        "),
  ])
  func footerGivesUpItsMarginOnlyForAKeyItKeepsAt80Columns(_ enterRank: Int, _ expected: String) {
    let footer = Footer(hints: [
      KeyHint(keys: "q", label: "quit"),
      KeyHint(keys: "Enter", label: "choose", shortLabel: "ok", rank: enterRank),
      KeyHint(keys: "?", label: "help", rank: 2),
    ])
    var canvas = Canvas(size: Size(width: 22, height: 1))
    footer.draw(in: Rect(x: 0, y: 0, width: 22, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, [expected])
  }

  @Test(arguments: [
    (Notice.Kind.info, " • Saved               "),
    (.success, " ✓ Saved               "),
    (.warning, " Warning: Saved        "),
    (.error, " Error: Saved          "),
  ])
  func noticeStartsWithAWordOrMarker(_ kind: Notice.Kind, _ expected: String) {
    var canvas = Canvas(size: Size(width: 23, height: 1))
    Notice(kind, "Saved").draw(in: Rect(x: 0, y: 0, width: 23, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, [expected])
  }

  @Test func listMarksTheSelectionAndShowsScrollArrows() {
    var state = ScrollList(count: 5)
    state.select(2, rows: 2)
    var canvas = Canvas(size: Size(width: 12, height: 2))
    ListView(items: ["one", "two", "three", "four", "five"], state: state, isFocused: true).draw(
      in: Rect(x: 0, y: 0, width: 12, height: 2), on: &canvas)
    expectScreen(canvas) {
      """
      "  two      ↑"
      "▸ three    ↓"
      -- styles
      "...........m"
      "SSSSSSSSSSSm"
      -- legend: . plain, S selected, m muted
      """
    }
    expectNoDifference(canvas[2, 1]?.style, .selected)
    expectNoDifference(canvas[2, 0]?.style, .plain)
  }

  @Test func unfocusedListStillShowsItsSelection() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    ListView(items: ["first"], state: ScrollList(count: 1), isFocused: false).draw(
      in: Rect(x: 0, y: 0, width: 8, height: 1), on: &canvas)
    expectNoDifference(canvas.lines, ["▸ first "])
    expectNoDifference(canvas[2, 0]?.style, .selectedInactive)
  }

  @Test func helpOverlayAlignsColumns() {
    let overlay = HelpOverlay(rows: [
      HelpRow(keys: "q", description: "Quit", scope: "all panes"),
      HelpRow(keys: "Enter / Space", description: "Choose", scope: "Child"),
    ])
    expectNoDifference(
      overlay.lines.map(\.text),
      [
        "q              Quit    all panes",
        "Enter / Space  Choose  Child",
      ])
  }

  @Test func helpOverlayWrapsDescriptionsSoKeysAndScopesStayReadable() {
    let overlay = HelpOverlay(rows: [
      HelpRow(keys: "Enter", description: "Choose the selected button or answer", scope: "Child"),
      HelpRow(keys: "q", description: "Quit", scope: "all panes"),
    ])
    expectNoDifference(
      overlay.lines(width: 40).map(\.text),
      [
        "Enter  Choose the selected     Child",
        "       button or answer      ",
        "q      Quit                    all panes",
      ])
    // Too narrow to wrap usefully: lines are cut instead.
    expectNoDifference(
      overlay.lines(width: 24).map(\.text),
      [
        "Enter  Choose the selec…", "q      Quit            …",
      ])
  }

  @Test func helpOverlayScrollsAndSaysWhichLinesItShows() {
    let rows = (1...6).map { HelpRow(keys: "\($0)", description: "Key \($0)", scope: "all") }
    var canvas = Canvas(size: Size(width: 34, height: 8))
    let area = Rect(x: 0, y: 0, width: 34, height: 8)
    HelpOverlay(rows: rows, offset: 9).draw(in: area, on: &canvas)
    expectNoDifference(HelpOverlay(rows: rows).maximumOffset(in: area), 2)
    expectScreen(canvas) {
      """
      "  ┏ ▶ Help: keys ━━━━━━━━━━━━━━┓  "
      "  ┃ 3  Key 3  all              ┃  "
      "  ┃ 4  Key 4  all              ┃  "
      "  ┃ 5  Key 5  all              ┃  "
      "  ┃ 6  Key 6  all              ┃  "
      "  ┃ lines 3–6 of 6 · ↑↓ scroll ┃  "
      "  ┃ ? or Esc closes help       ┃  "
      "  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  "
      -- styles
      "..BTTTTTTTTTTTTTTBBBBBBBBBBBBBBB.."
      "..B.k.......mmmmm..............B.."
      "..B.k.......mmmmm..............B.."
      "..B.k.......mmmmm..............B.."
      "..B.k.......mmmmm..............B.."
      "..B.mmmmmmmmmmmmmmmmmmmmmmmmmm.B.."
      "..B.mmmmmmmmmmmmmmmmmmmm.......B.."
      "..BBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.."
      -- legend: . plain, T focusedTitle, B focusedBorder, m muted, k key
      """
    }
  }

  @Test func tooSmallMessageIsCentred() {
    var canvas = Canvas(size: Size(width: 20, height: 4))
    TooSmallView().draw(on: &canvas)
    expectScreen(canvas) {
      """
      " terminal too small "
      "   (needs 40×12)    "
      "      q quits       "
      "                    "
      -- styles
      ".wwwwwwwwwwwwwwwwww."
      "...mmmmmmmmmmmmm...."
      "......mmmmmmm......."
      "...................."
      -- legend: . plain, m muted, w warning
      """
    }
  }
}
