import AgeScreen
import Testing

/// Whole-screen snapshots of what opens over the panes: the help overlay, the scenario picker
/// and the walkthrough's narration banner, at 120×40, 80×24 and 40×12.
@Suite struct OverlaySnapshotTests {
  // MARK: - `?`: every key with its scope

  @Test func helpAt120x40() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Chi ┏ ▶ Help: keys ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ ───────┐"
      "┃ Sofia ┃ q              Quit                                                         all panes               ┃        │"
      "┃ ○ CLO ┃ Ctrl-C         Quit (the terminal is restored)                              all panes               ┃        │"
      "┃ Landm ┃ ?              Open this help                                               all panes               ┃ rlos;  │"
      "┃       ┃ ? / Esc        Close this help                                              help overlay            ┃ tever  │"
      "┃ ▸ ✓ O ┃ ↑ / k          Scroll this help up                                          help overlay            ┃        │"
      "┃       ┃ ↓ / j          Scroll this help down                                        help overlay            ┃        │"
      "┃       ┃ Enter / Space  Choose the selected button, answer or setting                Child, Parent, Settings ┃ Neve…  │"
      "┃       ┃ Tab            Focus the next pane                                          all panes               ┃        │"
      "┃       ┃ Shift-Tab      Focus the previous pane                                      all panes               ┃ fami…  │"
      "┃       ┃ 1              Focus Child device                                           all panes               ┃ ign …  │"
      "┃       ┃ 2              Focus Parent device                                          all panes               ┃  Set…  │"
      "┃       ┃ 3              Focus Settings                                               all panes               ┃ Turn…  │"
      "┃       ┃ 4              Focus Timeline                                               all panes               ┃ late…  │"
      "┃       ┃ ↑ / k          Select the previous item                                     all panes               ┃        │"
      "┃       ┃ ↓ / j          Select the next item                                         all panes               ┃ tall…  │"
      "┃       ┃ PgUp           Scroll up one page                                           all panes               ┃        │"
      "┃       ┃ PgDn           Scroll down one page                                         all panes               ┃        │"
      "┃       ┃ Home           Select the first item                                        all panes               ┃        │"
      "┃       ┃ End            Select the last item                                         all panes               ┃ Jump…  │"
      "┃       ┃ n              Walkthrough: play the next script step (drops live changes)  all panes               ┃ ing …  │"
      "┃       ┃ p              Walkthrough: back to before the last script step             all panes               ┃ ntil…↓ │"
      "┗━━━━━━ ┃ w              Walkthrough: drop live changes, back to the script           all panes               ┃ ───────┘"
      "┌ Timel ┃ a              Walkthrough: start or stop auto-play                         all panes               ┃ ───────┐"
      "│ App l ┃ +              Auto-play faster                                             all panes               ┃        │"
      "│ Syste ┃ -              Auto-play more slowly                                        all panes               ┃        │"
      "│       ┃ u              Step back one action                                         all panes               ┃        │"
      "│       ┃ r              Start the scenario again                                     all panes               ┃        │"
      "│       ┃ s              Pick another scenario                                        all panes               ┃        │"
      "│       ┃ m              Settings: next sharing mode (Always, Ask First, Never)       all panes               ┃        │"
      "│       ┃ l              Settings: move to the next region                            all panes               ┃        │"
      "│       ┃ d              Show the person's other device in the Child pane             all panes               ┃        │"
      "│       ┃ ↑ / k          Select the previous scenario                                 picker                  ┃        │"
      "│       ┃ ↓ / j          Select the next scenario                                     picker                  ┃        │"
      "│       ┃ lines 1–33 of 35 · ↑↓ scroll                                                                        ┃        │"
      "│       ┃ ? or Esc closes help                                                                                ┃        │"
      "└────── ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ ───────┘"
      " • A 14-year-old in Texas asks her father to approve an update: choose with Enter, n plays the script step by step, ? l…"
      " q quit  ?/Esc close help  ↑↓ scroll                                                                                    "
      """)
  }

  @Test func helpAt80x24() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      " ┏ ▶ Help: keys ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ "
      " ┃ q              Quit                                all panes               ┃ "
      " ┃ Ctrl-C         Quit (the terminal is restored)     all panes               ┃ "
      " ┃ ?              Open this help                      all panes               ┃ "
      " ┃ ? / Esc        Close this help                     help overlay            ┃ "
      " ┃ ↑ / k          Scroll this help up                 help overlay            ┃ "
      " ┃ ↓ / j          Scroll this help down               help overlay            ┃ "
      " ┃ Enter / Space  Choose the selected button, answer  Child, Parent, Settings ┃ "
      " ┃                or setting                                                  ┃ "
      " ┃ Tab            Focus the next pane                 all panes               ┃ "
      " ┃ Shift-Tab      Focus the previous pane             all panes               ┃ "
      " ┃ 1              Focus Child device                  all panes               ┃ "
      " ┃ 2              Focus Parent device                 all panes               ┃ "
      " ┃ 3              Focus Settings                      all panes               ┃ "
      " ┃ 4              Focus Timeline                      all panes               ┃ "
      " ┃ ↑ / k          Select the previous item            all panes               ┃ "
      " ┃ ↓ / j          Select the next item                all panes               ┃ "
      " ┃ PgUp           Scroll up one page                  all panes               ┃ "
      " ┃ lines 1–17 of 42 · ↑↓ scroll                                               ┃ "
      " ┃ ? or Esc closes help                                                       ┃ "
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ "
      " • A 14-year-old in Texas asks her father to approve an update: choose with Ent…"
      " q quit  ?/Esc close help  ↑↓ scroll                                            "
      """)
  }

  @Test func helpAt40x12() throws {
    expectScreen(
      try SimulatorStates.help().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      " ┏ ▶ Help: keys ━━━━━━━━━━━━━━━━━━━━━━┓ "
      " ┃ q              Quit              … ┃ "
      " ┃ Ctrl-C         Quit (the terminal… ┃ "
      " ┃ ?              Open this help    … ┃ "
      " ┃ ? / Esc        Close this help   … ┃ "
      " ┃ ↑ / k          Scroll this help u… ┃ "
      " ┃ lines 1–5 of 35 · ↑↓ scroll        ┃ "
      " ┃ ? or Esc closes help               ┃ "
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ "
      " • A 14-year-old in Texas asks her fath…"
      " q quit  ?/Esc close help  ↑↓ scroll    "
      """)
  }

  // MARK: - `s`: the built-in scenarios, the current one selected

  @Test func pickerAt120x40() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · CLOSED ━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ○ CLOSED Home Screen                 ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ Landmarks is closed.                 ┃│ Sofia's Age Range for Apps: Ask      ││ Age Range for Apps · set by Carlos;  │"
      " ┏ ▶ Scenarios (★ default) ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ "
      " ┃ ▸ ★ texas-teen                                 Texas shares Sofia's range automatically; Landmarks 2.0 adds vide…  ┃ "
      " ┃     second-device-sync                         Noah's mother approves the update once; iCloud carries the handle…  ┃ "
      " ┃     revoked-consent                            Emma's father revokes consent; Landmarks keeps running until its …  ┃ "
      " ┃     parent-never-answers                       Ethan's request sits unanswered for 7 days, expires, and can no l…  ┃ "
      " ┃     sandbox-under13-approved                   Apple's sandbox row: lowerBound nil, upperBound 12, guardianDecla…  ┃ "
      " ┃     sandbox-13-15-approved                     Apple's sandbox row: lowerBound 13, upperBound 15, guardianDeclar…  ┃ "
      " ┃     sandbox-16-17-declined                     Apple's sandbox row: lowerBound 16, upperBound 17, guardianDeclar…  ┃ "
      " ┃     sandbox-adult-unconfirmed                  Apple's sandbox row: lowerBound 18, upperBound nil, selfDeclared,…  ┃ "
      " ┃     sandbox-adult-confirmed                    Apple's sandbox row: lowerBound 18, upperBound nil, confirmed, up…  ┃ "
      " ┃     sandbox-adult-confirmed-change-applicable  Apple's sandbox row: lowerBound 18, upperBound nil, confirmed, up…  ┃ "
      " ┃     wwdc-olivia-14                             The talk's example with gates 13 and 16 — Olivia shares "13–15" w…  ┃ "
      " ┃     wwdc-emily-9                               Emily's parent chose Always Share — no prompt, a notification, an…  ┃ "
      " ┃     wwdc-ann-42                                Ann decides for herself, shares "16 or over", and Landmarks turns…  ┃ "
      " ┃     birthday-before-anniversary                Liam turns 13 in December, but the cached "12 or under" holds unt…  ┃ "
      " ┃     never-share-child                          Mia's parent chose Never Share — the app gets declinedSharing wit…  ┃ "
      " ┃     declined-share                             Nina taps Don't Share; a cautious app blocks the update, or (the …  ┃ "
      " ┃     communication-ask                          Zoe asks to message a new number; her mother approves for one hou…  ┃ "
      " ┃     unverified-adult-verifies                  Grace's age is only self-declared, so Landmarks blocks; she verif…  ┃ "
      " ┃     utah-adult-acknowledges                    Henry's age was checked with a government ID; on 26.4 the app see…  ┃ "
      " ┃     install-covers-change                      Maya first installed Landmarks 2.0, which already had video calli…  ┃ "
      " ┃     update-asks-again                          Leo's mother approves video calling in 2.0; version 2.1 adds loca…  ┃ "
      " ┃     signed-out-device                          Lucas's iPhone is signed out, so requestAgeRange throws notAvaila…  ┃ "
      " ┃     os-27-invalid-account                      On iOS 27 the same signed-out iPhone throws the new invalidAccoun…  ┃ "
      " ┃     os-26-no-signals                           On 26.0 Kai's app cannot tell Texas needs consent and handles the…  ┃ "
      " ┃                                                                                                                    ┃ "
      " ┃ Enter opens · ↑↓ move · Esc closes                                                                                 ┃ "
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ "
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " • A 14-year-old in Texas asks her father to approve an update: choose with Enter, n plays the script step by step, ? l…"
      " q quit  ↑↓ move  Enter open  Esc close                                                                                 "
      """)
  }

  @Test func pickerAt80x24() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      " ┏ ▶ Scenarios (★ default) ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ "
      " ┃ ▸ ★ texas-teen                                 Texas shares Sofia's rang…  ┃ "
      " ┃     second-device-sync                         Noah's mother approves th…  ┃ "
      " ┃     revoked-consent                            Emma's father revokes con…  ┃ "
      " ┃     parent-never-answers                       Ethan's request sits unan…  ┃ "
      " ┃     sandbox-under13-approved                   Apple's sandbox row: lowe…  ┃ "
      " ┃     sandbox-13-15-approved                     Apple's sandbox row: lowe…  ┃ "
      " ┃     sandbox-16-17-declined                     Apple's sandbox row: lowe…  ┃ "
      " ┃     sandbox-adult-unconfirmed                  Apple's sandbox row: lowe…  ┃ "
      " ┃     sandbox-adult-confirmed                    Apple's sandbox row: lowe…  ┃ "
      " ┃     sandbox-adult-confirmed-change-applicable  Apple's sandbox row: lowe…  ┃ "
      " ┃     wwdc-olivia-14                             The talk's example with g…  ┃ "
      " ┃     wwdc-emily-9                               Emily's parent chose Alwa…  ┃ "
      " ┃     wwdc-ann-42                                Ann decides for herself, …  ┃ "
      " ┃     birthday-before-anniversary                Liam turns 13 in December…  ┃ "
      " ┃     never-share-child                          Mia's parent chose Never …  ┃ "
      " ┃     declined-share                             Nina taps Don't Share; a …  ┃ "
      " ┃     communication-ask                          Zoe asks to message a new…↓ ┃ "
      " ┃                                                                            ┃ "
      " ┃ Enter opens · ↑↓ move · Esc closes                                         ┃ "
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ "
      " • A 14-year-old in Texas asks her father to approve an update: choose with Ent…"
      " q quit  ↑↓ move  Enter open  Esc close                                         "
      """)
  }

  @Test func pickerAt40x12() throws {
    expectScreen(
      try SimulatorStates.picker().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      " ┏ ▶ Scenarios (★ default) ━━━━━━━━━━━┓ "
      " ┃ ▸ ★ texas-teen                  …  ┃ "
      " ┃     second-device-sync          …  ┃ "
      " ┃     revoked-consent             …  ┃ "
      " ┃     parent-never-answers        …  ┃ "
      " ┃     sandbox-under13-approved    …↓ ┃ "
      " ┃                                    ┃ "
      " ┃ Enter opens · ↑↓ move · Esc closes ┃ "
      " ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ "
      " • A 14-year-old in Texas asks her fath…"
      " q quit  ↑↓ move  Enter open  Esc close "
      """)
  }

  // MARK: - `n`: the first script step and its narration

  @Test func walkthroughAt120x40() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 1/4 "
      " Step 1/4: Sofia, 14, opens Landmarks 2.0 on her iPhone. Version 2.0 added video calling, a significant change. Before  "
      " showing it, the app asks the system which age-assurance rules apply: Texas requires a parent's consent for significant "
      " changes. So the app asks for her age range with a gate of 18. In Texas the system shares it automatically (she cannot… "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ◐ WAITING Ask to Continue            ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ Landmarks has changed. This update   ┃│ Sofia's Age Range for Apps: Ask      ││ Age Range for Apps · set by Carlos;  │"
      "┃ adds video calling with people in    ┃│ First                                ││ Texas shares automatically whatever  │"
      "┃ your contacts.                       ┃│                                      ││ the mode                             │"
      "┃ A parent or guardian needs to        ┃│ ▸ › Set to Always Share              ││                                      │"
      "┃ approve before you can keep using    ┃│   › Set to Never Share               ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ it.                                  ┃│   ✗ Revoke Consent for Landmarks     ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃ ✉ Shared your age range with         ┃│                                      ││   Family Sharing: in Carlos's fami…  │"
      "┃ Landmarks (required in Texas).       ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃ ▸ ✓ Ask Parent                       ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃     Close Landmarks                  ┃│                                      ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-03-02 › Jump…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 12 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresParentalConsent]; age range 13–15 (guardianDeclared)                                     │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #6 System → App requiredRegulatoryFeatures = [declaredAgeRangeRequired, significantAppChangeRequiresP…↑ │"
      "│   2026-09-14 #7 App → App checking-regulation → requesting-age-range                                                 │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                           │"
      "│   2026-09-14 #9 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the person…  │"
      "│   2026-09-14 #10 System → Person Shared your age range with Landmarks (required in Texas).                           │"
      "│   2026-09-14 #11 System → App .sharing(13–15, guardianDeclared)                                                      │"
      "│ ▸ 2026-09-14 #12 App → App requesting-age-range → needs-parental-approval                                            │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " • Script step 1/4.                                                                                                     "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func walkthroughAt80x24() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 1/4 "
      " Step 1/4: Sofia, 14, opens Landmarks 2.0 on her iPhone. Version 2.0 added      "
      " video calling, a significant change. Before showing it, the app asks the       "
      " system which age-assurance rules apply: Texas requires a parent's consent for… "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ◐ WAITING Ask to Continue            ┃│ Messages: no requests yet.           │"
      "┃ Landmarks has changed. This update   ┃│ Sofia's Age Range for Apps: Ask…     │"
      "┃ adds video calling with people in…   ┃│                                      │"
      "┃                                      ┃│ ▸ › Set to Always Share              │"
      "┃ ▸ ✓ Ask Parent                       ┃│   › Set to Never Share               │"
      "┃     Close Landmarks                  ┃│   ✗ Revoke Consent for Landmarks     │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 12 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Carlos;… ││ requiredRegulatoryFeatures =…        │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #10 System → Person S…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #11 System → App .sha…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #12 App → App request…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " • Script step 1/4.                                                             "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func walkthroughAt40x12() throws {
    expectScreen(
      try SimulatorStates.walkthrough().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      " Step 1/4: Sofia, 14, opens Landmarks … "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ◐ WAITING Ask to Continue…           ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Ask Parent                       ┃"
      "┃     Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " • Script step 1/4.                     "
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }
}
