import AgeScreen
import Testing

/// Whole-screen snapshots of a placeholder screen at the sizes where the layout changes. They pin
/// the generic frame every program fills, whatever its panes say: header, borders, titles, focus
/// marks, tab bar, footer, the too-small message and the help overlay.
@Suite struct ShellSnapshotTests {
  func render(_ size: Size) -> Canvas {
    PlaceholderScreen.frame(size: size).render(size: size)
  }

  @Test func threeColumnsAt120x40() {
    expectScreen(
      render(Size(width: 120, height: 40)),
      """
      " AgeTUI — Default scenario (placeholder)                                                    placeholder · no simulation "
      "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Placeholder: the app and the system  ┃│ Placeholder: Messages and            ││ Placeholder: settings will change    │"
      "┃ sheets will appear here.             ┃│ notifications will appear here.      ││ the simulation.                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃ ▸ Open the example app               ┃│ ▸ Messages: a question from the ch…  ││ ▸ Sharing mode: Ask First            │"
      "┃   Request age range (gates 13, 16,…  ┃│   Approve                            ││   Family Sharing: on                 │"
      "┃   Share age range                    ┃│   Decline                            ││   Account: signed in                 │"
      "┃   Don't share                        ┃│   Revoke consent                     ││   Region: placeholder                │"
      "┃   Ask a parent                       ┃│   Notifications                      ││   OS version: placeholder            │"
      "┃   Acknowledge the update             ┃│                                      ││   Clock: +1 day                      │"
      "┃                                      ┃│                                      ││   Clock: +1 month                    │"
      "┃                                      ┃│                                      ││   Clock: +1 year                     │"
      "┃                                      ┃│                                      ││   Clock: next birthday               │"
      "┃                                      ┃│                                      ││   Clock: next anniversary            │"
      "┃                                      ┃│                                      ││   Second device: off                 │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline ────────────────────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ Placeholder trace: what happened, at simulated times.                                                                │"
      "│                                                                                                                      │"
      "│ ▸ Placeholder trace entry 1                                                                                          │"
      "│   Placeholder trace entry 2                                                                                          │"
      "│   Placeholder trace entry 3                                                                                          │"
      "│   Placeholder trace entry 4                                                                                          │"
      "│   Placeholder trace entry 5                                                                                          │"
      "│   Placeholder trace entry 6                                                                                          │"
      "│   Placeholder trace entry 7                                                                                          │"
      "│   Placeholder trace entry 8                                                                                          │"
      "│   Placeholder trace entry 9                                                                                          │"
      "│   Placeholder trace entry 10                                                                                       ↓ │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      "                                                                                                                        "
      " q quit  ? help  Tab next  1-4 pane  ↑↓ move  Enter choose                                                              "
      """)
  }

  @Test func twoColumnsAt80x24() {
    expectScreen(
      render(Size(width: 80, height: 24)),
      """
      " AgeTUI — Default scenario (placeholder)            placeholder · no simulation "
      "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Placeholder: the app and the system  ┃│ Placeholder: Messages and            │"
      "┃ sheets will appear here.             ┃│ notifications will appear here.      │"
      "┃                                      ┃│                                      │"
      "┃ ▸ Open the example app               ┃│ ▸ Messages: a question from the ch…  │"
      "┃   Request age range (gates 13, 16,…  ┃│   Approve                            │"
      "┃   Share age range                    ┃│   Decline                            │"
      "┃   Don't share                        ┃│   Revoke consent                     │"
      "┃   Ask a parent                       ┃│   Notifications                      │"
      "┃   Acknowledge the update             ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline ────────────────────────────┐"
      "│ Placeholder: settings will change    ││ Placeholder trace: what happened, at │"
      "│ the simulation.                      ││ simulated times.                     │"
      "│                                      ││                                      │"
      "│ ▸ Sharing mode: Ask First            ││ ▸ Placeholder trace entry 1          │"
      "│   Family Sharing: on                 ││   Placeholder trace entry 2          │"
      "│   Account: signed in                 ││   Placeholder trace entry 3          │"
      "│   Region: placeholder                ││   Placeholder trace entry 4          │"
      "│   OS version: placeholder          ↓ ││   Placeholder trace entry 5        ↓ │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "                                                                                "
      " q quit  ? help  Tab next  1-4 pane  ↑↓ move  Enter choose                      "
      """)
  }

  @Test func tabsAt60x20() {
    expectScreen(
      render(Size(width: 60, height: 20)),
      """
      " AgeTUI — Default scenario (…   placeholder · no simulation "
      "▶1 Child device │ 2 Parent device │ 3 Settings │ 4 Timeline "
      "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓"
      "┃ Placeholder: the app and the system sheets will appear   ┃"
      "┃ here.                                                    ┃"
      "┃                                                          ┃"
      "┃ ▸ Open the example app                                   ┃"
      "┃   Request age range (gates 13, 16, 18)                   ┃"
      "┃   Share age range                                        ┃"
      "┃   Don't share                                            ┃"
      "┃   Ask a parent                                           ┃"
      "┃   Acknowledge the update                                 ┃"
      "┃                                                          ┃"
      "┃                                                          ┃"
      "┃                                                          ┃"
      "┃                                                          ┃"
      "┃                                                          ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      "                                                            "
      " q quit  ? help  Tab next  1-4 pane  ↑↓ move  Enter choose  "
      """)
  }

  @Test func tabsAtTheMinimum40x12() {
    expectScreen(
      render(Size(width: 40, height: 12)),
      """
      " AgeTUI — Default scenario (placeholde… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━┓"
      "┃ Placeholder: the app and the system  ┃"
      "┃ sheets will appear here.             ┃"
      "┃                                      ┃"
      "┃ ▸ Open the example app               ┃"
      "┃   Request age range (gates 13, 16,…  ┃"
      "┃   Share age range                  ↓ ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      "                                        "
      " q quit  ? help  Tab next  1-4 pane     "
      """)
  }

  @Test func tooSmallAt39x11() {
    expectScreen(
      render(Size(width: 39, height: 11)),
      """
      "                                       "
      "                                       "
      "                                       "
      "                                       "
      "   terminal too small (needs 40×12)    "
      "                q quits                "
      "                                       "
      "                                       "
      "                                       "
      "                                       "
      "                                       "
      """)
  }

  @Test func helpOverlayAt80x24() {
    let size = Size(width: 80, height: 24)
    expectScreen(
      PlaceholderScreen.frame(isHelpOpen: true, size: size).render(size: size),
      """
      " AgeTUI — Default scenario (placeholder)            placeholder · no simulation "
      " ┏ ▶ Help: keys ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ┐"
      " ┃ q              Quit                               all panes               ┃ │"
      " ┃ Ctrl-C         Quit (also restores the terminal)  all panes               ┃ │"
      " ┃ ?              Open this help                     all panes               ┃ │"
      " ┃ ? / Esc        Close this help                    help overlay            ┃ │"
      " ┃ Tab            Focus the next pane                all panes               ┃ │"
      " ┃ Shift-Tab      Focus the previous pane            all panes               ┃ │"
      " ┃ 1              Focus Child device                 all panes               ┃ │"
      " ┃ 2              Focus Parent device                all panes               ┃ │"
      " ┃ 3              Focus Settings                     all panes               ┃ │"
      " ┃ 4              Focus Timeline                     all panes               ┃ ┘"
      " ┃ ↑ / k          Select the previous item           all panes               ┃ ┐"
      " ┃ ↓ / j          Select the next item               all panes               ┃ │"
      " ┃ Enter / Space  Choose the selected item           Child, Parent, Settings ┃ │"
      " ┃ PgUp           Scroll up one page                 all panes               ┃ │"
      " ┃ PgDn           Scroll down one page               all panes               ┃ │"
      " ┃ Home / g       Jump to the first entry            Timeline                ┃ │"
      " ┃ End / G        Jump to the last entry             Timeline                ┃ │"
      " ┃                                                                           ┃ │"
      " ┃ ? or Esc closes help                                                      ┃ │"
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ ┘"
      "                                                                                "
      " q quit  ?/Esc close help                                                       "
      """)
  }

  @Test(arguments: [
    (70, " AgeTUI — Default scenario (placeholde…   placeholder · no simulation "),
    (52, " AgeTUI — Default sc…   placeholder · no simulation "),
    (51, " AgeTUI — Default scenario (placeholder)           "),
  ])
  func headerKeepsTheStatusWhileTheTitleHasTwentyColumns(_ width: Int, _ expected: String) {
    let size = Size(width: width, height: 24)
    #expect(PlaceholderScreen.frame(size: size).render(size: size).lines[0] == expected)
  }

  @Test func aCutBannerEndsInAnEllipsis() {
    var frame = PlaceholderScreen.frame(size: Size(width: 40, height: 12))
    frame.banner = [Line("Step 1/2: one two three four five six seven eight nine ten eleven")]
    let lines = frame.render(size: Size(width: 40, height: 12)).lines
    #expect(lines[1] == " Step 1/2: one two three four five six… ")
    #expect(lines[2] == "▶1 Child │ 2 │ 3 │ 4                    ")
    let wide = frame.render(size: Size(width: 80, height: 24)).lines
    #expect(
      wide[1...2] == [
        " Step 1/2: one two three four five six seven eight nine ten eleven              ",
        "┏ ▶ Child device ━━━━━━━━━━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐",
      ])
  }
}
