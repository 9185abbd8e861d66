import AgeScreen
import Testing

/// Whole-screen snapshots of the default scenario, texas-teen, walked to both outcomes with the
/// keys a presenter presses, at the three layouts: three columns (120×40), two rows of two
/// (80×24) and one pane under a tab bar at the minimum size (40×12).
@Suite struct FlowSnapshotTests {
  // MARK: - Landmarks closed, before anything happened

  @Test func startAt120x40() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · CLOSED ━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ○ CLOSED Home Screen                 ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ Landmarks is closed.                 ┃│ Sofia's Age Range for Apps: Ask      ││ Age Range for Apps · set by Carlos;  │"
      "┃                                      ┃│ First                                ││ Texas shares automatically whatever  │"
      "┃ ▸ ✓ Open Landmarks                   ┃│                                      ││ the mode                             │"
      "┃                                      ┃│ ▸ › Set to Always Share              ││                                      │"
      "┃                                      ┃│   › Set to Never Share               ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     ││   Landmarks: no cached answer        │"
      "┃                                      ┃│                                      ││   Family Sharing: in Carlos's fami…  │"
      "┃                                      ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│                                      ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-03-02 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: none (nothing …  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline ────────────────────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: nothing yet                                                                                             │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " • A 14-year-old in Texas asks her father to approve an update: choose with Enter, n plays the script step by step, ? l…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func startAt80x24() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · CLOSED ━━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ○ CLOSED Home Screen                 ┃│ Messages: no requests yet.           │"
      "┃ Landmarks is closed.                 ┃│ Sofia's Age Range for Apps: Ask      │"
      "┃                                      ┃│ First                                │"
      "┃ ▸ ✓ Open Landmarks                   ┃│                                      │"
      "┃                                      ┃│ ▸ › Set to Always Share              │"
      "┃                                      ┃│   › Set to Never Share               │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     │"
      "┃                                      ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline ────────────────────────────┐"
      "│ Sharing: Ask First                   ││ App learned: nothing yet             │"
      "│ Enter › Set to Never Share           ││ System knows: birthdate 2012-03-02   │"
      "│ Age Range for Apps · set by Carlos;  ││ (age 14); sharing: Ask First         │"
      "│ Texas shares automatically whatever… ││                                      │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││                                      │"
      "│   Landmarks: no cached answer        ││                                      │"
      "│   Family Sharing: in Carlos's fami…↓ ││                                      │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " • A 14-year-old in Texas asks her father to approve an update: choose with Ent…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func startAt40x12() throws {
    expectScreen(
      try SimulatorStates.start().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · CLOSED ━━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ○ CLOSED Home Screen                 ┃"
      "┃ Landmarks is closed.                 ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Open Landmarks                   ┃"
      "┃                                      ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " • A 14-year-old in Texas asks her fath…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - Enter on “Open Landmarks”: Texas shares the range and the update needs a parent

  @Test func askToContinueAt120x40() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
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
      "┃                                      ┃│                                      ││   Next birthday: 2027-03-02 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 12 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresParentalConsent]; age range 13–15 (guardianDeclared)                                     │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #5 App → System requiredRegulatoryFeatures                                                            ↑ │"
      "│   2026-09-14 #6 System → App requiredRegulatoryFeatures = [declaredAgeRangeRequired, significantAppChangeRequiresP…  │"
      "│   2026-09-14 #7 App → App checking-regulation → requesting-age-range                                                 │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                           │"
      "│   2026-09-14 #9 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the person…  │"
      "│   2026-09-14 #10 System → Person Shared your age range with Landmarks (required in Texas).                           │"
      "│   2026-09-14 #11 System → App .sharing(13–15, guardianDeclared)                                                      │"
      "│ ▸ 2026-09-14 #12 App → App requesting-age-range → needs-parental-approval                                            │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → App: .sharing(13–15, guardianDeclared) — Texas requires sharing: the system used the region's gates (13, 16…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func askToContinueAt80x24() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ◐ WAITING Ask to Continue            ┃│ Messages: no requests yet.           │"
      "┃ Landmarks has changed. This update   ┃│ Sofia's Age Range for Apps: Ask      │"
      "┃ adds video calling with people in    ┃│ First                                │"
      "┃ your contacts.                       ┃│                                      │"
      "┃ A parent or guardian needs to…       ┃│ ▸ › Set to Always Share              │"
      "┃                                      ┃│   › Set to Never Share               │"
      "┃ ▸ ✓ Ask Parent                       ┃│   ✗ Revoke Consent for Landmarks     │"
      "┃     Close Landmarks                  ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 12 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Carlos;  ││ requiredRegulatoryFeatures =         │"
      "│ Texas shares automatically whatever… ││ [declaredAgeRangeRequired,…          │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #10 System → Person S…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #11 System → App .sha…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #12 App → App request…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → App: .sharing(13–15, guardianDeclared) — Texas requires sharing: th…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func askToContinueAt40x12() throws {
    expectScreen(
      try SimulatorStates.askToContinue().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ◐ WAITING Ask to Continue            ┃"
      "┃ Landmarks has changed. This update…  ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Ask Parent                       ┃"
      "┃     Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → App: .sharing(13–15, guardi…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - Enter on “Ask Parent”: the Messages compose sheet

  @Test func composeAt120x40() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ◐ WAITING Ask to Continue            ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ ┃ SYSTEM SHEET: New Message          ┃│ Sofia's Age Range for Apps: Ask      ││ Age Range for Apps · set by Carlos;  │"
      "┃ ┃ To: Carlos                         ┃│ First                                ││ Texas shares automatically whatever  │"
      "┃ ┃ Sofia would like to keep using     ┃│                                      ││ the mode                             │"
      "┃ ┃ Landmarks after an update. This    ┃│ ▸ › Set to Always Share              ││                                      │"
      "┃ ┃ update adds video calling with     ┃│   › Set to Never Share               ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ┃ people in your contacts.           ┃│   ✗ Revoke Consent for Landmarks     ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃ Landmarks has changed. This update   ┃│                                      ││   Family Sharing: in Carlos's fami…  │"
      "┃ adds video calling with people in    ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃ your contacts.                       ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃ A parent or guardian needs to        ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃ approve before you can keep using    ┃│                                      ││   Region: Texas (US-TX) · regulate…  │"
      "┃ it.                                  ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃ ✉ Shared your age range with         ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃ Landmarks (required in Texas).       ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃ ▸ ✓ Send                             ┃│                                      ││     ⋮ › +1 year                      │"
      "┃     Cancel                           ┃│                                      ││   Next birthday: 2027-03-02 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 15 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresParentalConsent]; age range 13–15 (guardianDeclared)                                     │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                         ↑ │"
      "│   2026-09-14 #9 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the person…  │"
      "│   2026-09-14 #10 System → Person Shared your age range with Landmarks (required in Texas).                           │"
      "│   2026-09-14 #11 System → App .sharing(13–15, guardianDeclared)                                                      │"
      "│   2026-09-14 #12 App → App requesting-age-range → needs-parental-approval                                            │"
      "│   2026-09-14 #13 Person → App tap “Ask Parent”                                                                       │"
      "│   2026-09-14 #14 App → System AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)                           │"
      "│ ▸ 2026-09-14 #15 System → Person Messages compose sheet: question #1 to Carlos                                       │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → Person: Messages compose sheet: question #1 to Carlos                                                       "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func composeAt80x24() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ◐ WAITING Ask to Continue            ┃│ Messages: no requests yet.           │"
      "┃ ┃ SYSTEM SHEET: New Message          ┃│ Sofia's Age Range for Apps: Ask      │"
      "┃ ┃ To: Carlos                         ┃│ First                                │"
      "┃ ┃ Sofia would like to keep using     ┃│                                      │"
      "┃ ┃ Landmarks after an update. This…   ┃│ ▸ › Set to Always Share              │"
      "┃                                      ┃│   › Set to Never Share               │"
      "┃ ▸ ✓ Send                             ┃│   ✗ Revoke Consent for Landmarks     │"
      "┃     Cancel                           ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 15 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Carlos;  ││ requiredRegulatoryFeatures =         │"
      "│ Texas shares automatically whatever… ││ [declaredAgeRangeRequired,…          │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #13 Person → App tap …↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #14 App → System AskC…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #15 System → Person M…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → Person: Messages compose sheet: question #1 to Carlos               "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func composeAt40x12() throws {
    expectScreen(
      try SimulatorStates.compose().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ◐ WAITING Ask to Continue            ┃"
      "┃ ┃ SYSTEM SHEET: New Message…         ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Send                             ┃"
      "┃     Cancel                           ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → Person: Messages compose sh…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - Enter on “Send”: the child waits, the parent's pane shows the question

  @Test func waitingForParentAt120x40() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┌ Child device · WAITING ──────────────┐┏ ▶ Parent device · 1 pending ━━━━━━━━━┓┌ Settings ────────────────────────────┐"
      "│ Sofia's iPhone · Landmarks 2.0       │┃ Carlos's iPhone (parent)             ┃│ Sharing: Ask First                   │"
      "│ ◐ WAITING Waiting for Approval       │┃ Messages #1 · ⏳ Waiting for your    ┃│ Enter › Set to Never Share           │"
      "│ Your request (#1) was sent to Carlos │┃ answer · expires 2026-09-21          ┃│ Age Range for Apps · set by Carlos;  │"
      "│ in Messages.                         │┃ “Sofia would like to keep using      ┃│ Texas shares automatically whatever  │"
      "│ Landmarks stays locked until Carlos  │┃ Landmarks after an update. This      ┃│ the mode                             │"
      "│ answers.                             │┃ update adds video calling with       ┃│                                      │"
      "│ ✉ Shared your age range with         │┃ people in your contacts.”            ┃│ ▸ Sharing: Ask First › Set to Neve…  │"
      "│ Landmarks (required in Texas).       │┃ Sofia's Age Range for Apps: Ask      ┃│   Landmarks: 13–15 until 2027-09-1…  │"
      "│                                      │┃ First                                ┃│   Family Sharing: in Carlos's fami…  │"
      "│ ▸   Close Landmarks                  │┃ ✉ Sofia sent you a request from      ┃│   Apple Account: signed in › Sign …  │"
      "│                                      │┃ Landmarks. Open Messages to answer.  ┃│   Verification: Not verified › Set…  │"
      "│                                      │┃                                      ┃│   Communication limits: off › Turn…  │"
      "│                                      │┃ ▸ ✓ #1 Approve                       ┃│   Region: Texas (US-TX) · regulate…  │"
      "│                                      │┃   ✗ #1 Decline                       ┃│   iOS: 26.5 › Update to 27.0         │"
      "│                                      │┃   › Set to Always Share              ┃│   App Store: Landmarks 2.0 install…  │"
      "│                                      │┃   › Set to Never Share               ┃│   Today: 2026-09-14 › +1 day         │"
      "│                                      │┃   ✗ Revoke Consent for Landmarks     ┃│     ⋮ › +1 month                     │"
      "│                                      │┃                                      ┃│     ⋮ › +1 year                      │"
      "│                                      │┃                                      ┃│   Next birthday: 2027-03-02 › Jump…  │"
      "│                                      │┃                                      ┃│   Next anniversary: 2027-09-14 › J…  │"
      "│                                      │┃                                      ┃│   On declined sharing: block until…↓ │"
      "└──────────────────────────────────────┘┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Timeline · 18 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresParentalConsent]; age range 13–15 (guardianDeclared)                                     │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #11 System → App .sharing(13–15, guardianDeclared)                                                    ↑ │"
      "│   2026-09-14 #12 App → App requesting-age-range → needs-parental-approval                                            │"
      "│   2026-09-14 #13 Person → App tap “Ask Parent”                                                                       │"
      "│   2026-09-14 #14 App → System AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)                           │"
      "│   2026-09-14 #15 System → Person Messages compose sheet: question #1 to Carlos                                       │"
      "│   2026-09-14 #16 Person → Parent Messages: Sofia would like to keep using Landmarks after an update. This update a…  │"
      "│   2026-09-14 #17 System → Parent Sofia sent you a request from Landmarks. Open Messages to answer.                   │"
      "│ ▸ 2026-09-14 #18 App → App needs-parental-approval → waiting-for-parent                                              │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → Parent: Sofia sent you a request from Landmarks. Open Messages to answer.                                   "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func waitingForParentAt80x24() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┌ Child device · WAITING ──────────────┐┏ ▶ Parent device · 1 pending ━━━━━━━━━┓"
      "│ Sofia's iPhone · Landmarks 2.0       │┃ Carlos's iPhone (parent)             ┃"
      "│ ◐ WAITING Waiting for Approval       │┃ Messages #1 · ⏳ Waiting for your    ┃"
      "│ Your request (#1) was sent to Carlos │┃ answer · expires 2026-09-21          ┃"
      "│ in Messages.                         │┃ “Sofia would like to keep using      ┃"
      "│ Landmarks stays locked until Carlos  │┃ Landmarks after an update. This…     ┃"
      "│ answers.                             │┃                                      ┃"
      "│ ✉ Shared your age range with…        │┃ ▸ ✓ #1 Approve                       ┃"
      "│                                      │┃   ✗ #1 Decline                       ┃"
      "│ ▸   Close Landmarks                  │┃   › Set to Always Share            ↓ ┃"
      "└──────────────────────────────────────┘┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      "┌ Settings ────────────────────────────┐┌ Timeline · 18 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Carlos;  ││ requiredRegulatoryFeatures =         │"
      "│ Texas shares automatically whatever… ││ [declaredAgeRangeRequired,…          │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #16 Person → Parent M…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #17 System → Parent S…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #18 App → App needs-p…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → Parent: Sofia sent you a request from Landmarks. Open Messages to a…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func waitingForParentAt40x12() throws {
    expectScreen(
      try SimulatorStates.waitingForParent().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      " 1 │▶2 Parent │ 3 │ 4                   "
      "┏ ▶ Parent device · 1 pending ━━━━━━━━━┓"
      "┃ Carlos's iPhone (parent)             ┃"
      "┃ Messages #1 · ⏳ Waiting for your…   ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ #1 Approve                       ┃"
      "┃   ✗ #1 Decline                       ┃"
      "┃   › Set to Always Share            ↓ ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → Parent: Sofia sent you a re…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - Enter on “#1 Approve”: Landmarks runs

  @Test func approvedAt120x40() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · RUNNING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ● RUNNING Landmarks                  ┃│ Messages #1 · You chose “Approve” on ││ Enter › Set to Never Share           │"
      "┃ Landmarks is ready.                  ┃│ 2026-09-14                           ││ Age Range for Apps · set by Carlos;  │"
      "┃ Photo sharing: OFF (for 16 or over). ┃│ “Sofia would like to keep using      ││ Texas shares automatically whatever  │"
      "┃ The app learned: age range 13–15     ┃│ Landmarks after an update. This      ││ the mode                             │"
      "┃ (guardianDeclared).                  ┃│ update adds video calling with       ││                                      │"
      "┃ ✉ Shared your age range with         ┃│ people in your contacts.”            ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ Landmarks (required in Texas). (×2)  ┃│ Sofia's Age Range for Apps: Ask      ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃                                      ┃│ First                                ││   Family Sharing: in Carlos's fami…  │"
      "┃ ▸   Close Landmarks                  ┃│ ✉ Sofia sent you a request from      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│ Landmarks. Open Messages to answer.  ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│ ▸ › Set to Always Share              ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│   › Set to Never Share               ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-03-02 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 27 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: requiredRegulatoryFeatures = [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent];   │"
      "│ parent answered question #1: Approve; age range 13–15 (guardianDeclared)                                             │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #20 System → App AskCenter.responses: question #1 Approve (approval)                                  ↑ │"
      "│   2026-09-14 #21 App → App waiting-for-parent → checking-feature                                                     │"
      "│   2026-09-14 #22 App → iCloud NSUbiquitousKeyValueStore: video-calling = true; synchronize()                         │"
      "│   2026-09-14 #23 App → System requestAgeRange(ageGates: 13, 16)                                                      │"
      "│   2026-09-14 #24 System → iCloud cached for com.example.landmarks (gates 13, 16) until 2027-09-14; synced to the p…  │"
      "│   2026-09-14 #25 System → Person Shared your age range with Landmarks (required in Texas).                           │"
      "│   2026-09-14 #26 System → App .sharing(13–15, guardianDeclared)                                                      │"
      "│ ▸ 2026-09-14 #27 App → App checking-feature → running                                                                │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → App: .sharing(13–15, guardianDeclared) — Texas requires sharing: the system used the region's gates (13, 16…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func approvedAt80x24() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · RUNNING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ● RUNNING Landmarks                  ┃│ Messages #1 · You chose “Approve” on │"
      "┃ Landmarks is ready.                  ┃│ 2026-09-14                           │"
      "┃ Photo sharing: OFF (for 16 or over). ┃│ “Sofia would like to keep using      │"
      "┃ The app learned: age range 13–15     ┃│ Landmarks after an update. This…     │"
      "┃ (guardianDeclared).                  ┃│                                      │"
      "┃ ✉ Shared your age range with…        ┃│ ▸ › Set to Always Share              │"
      "┃                                      ┃│   › Set to Never Share               │"
      "┃ ▸   Close Landmarks                  ┃│   ✗ Revoke Consent for Landmarks     │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 27 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ requiredRegulatoryFeatures =         │"
      "│ Age Range for Apps · set by Carlos;  ││ [declaredAgeRangeRequired,           │"
      "│ Texas shares automatically whatever… ││ significantAppChangeRequiresParenta… │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #25 System → Person S…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #26 System → App .sha…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #27 App → App checkin…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → App: .sharing(13–15, guardianDeclared) — Texas requires sharing: th…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func approvedAt40x12() throws {
    expectScreen(
      try SimulatorStates.approved().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · RUNNING ━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ● RUNNING Landmarks                  ┃"
      "┃ Landmarks is ready.                  ┃"
      "┃ Photo sharing: OFF (for 16 or over)… ┃"
      "┃                                      ┃"
      "┃ ▸   Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → App: .sharing(13–15, guardi…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - ↓ Enter on “#1 Decline”: Landmarks blocks

  @Test func declinedByParentAt120x40() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — texas-teen — A 14-year-old in Texas asks her father t…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             ││ Sharing: Ask First                   │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · You chose “Decline” on ││ Enter › Set to Never Share           │"
      "┃ Your parent declined this update.    ┃│ 2026-09-14                           ││ Age Range for Apps · set by Carlos;  │"
      "┃ ✉ Shared your age range with         ┃│ “Sofia would like to keep using      ││ Texas shares automatically whatever  │"
      "┃ Landmarks (required in Texas).       ┃│ Landmarks after an update. This      ││ the mode                             │"
      "┃                                      ┃│ update adds video calling with       ││                                      │"
      "┃ ▸   Close Landmarks                  ┃│ people in your contacts.”            ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃                                      ┃│ Sofia's Age Range for Apps: Ask      ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃                                      ┃│ First                                ││   Family Sharing: in Carlos's fami…  │"
      "┃                                      ┃│ ✉ Sofia sent you a request from      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│ Landmarks. Open Messages to answer.  ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│   › Set to Always Share              ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│ ▸ › Set to Never Share               ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-03-02 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 21 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: requiredRegulatoryFeatures = [declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent];   │"
      "│ age range 13–15 (guardianDeclared); parent answered question #1: Decline                                             │"
      "│ System knows: birthdate 2012-03-02 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #14 App → System AskCenter.ask(PermissionQuestion<SignificantAppUpdateTopic>)                         ↑ │"
      "│   2026-09-14 #15 System → Person Messages compose sheet: question #1 to Carlos                                       │"
      "│   2026-09-14 #16 Person → Parent Messages: Sofia would like to keep using Landmarks after an update. This update a…  │"
      "│   2026-09-14 #17 System → Parent Sofia sent you a request from Landmarks. Open Messages to answer.                   │"
      "│   2026-09-14 #18 App → App needs-parental-approval → waiting-for-parent                                              │"
      "│   2026-09-14 #19 Parent → System question #1: tap “Decline”                                                          │"
      "│   2026-09-14 #20 System → App AskCenter.responses: question #1 Decline (denial)                                      │"
      "│ ▸ 2026-09-14 #21 App → App waiting-for-parent → blocked                                                              │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → App: AskCenter.responses: question #1 Decline (denial)                                                      "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func declinedByParentAt80x24() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — texas-teen — …   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 0/4 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃│ Carlos's iPhone (parent)             │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · You chose “Decline” on │"
      "┃ Your parent declined this update.    ┃│ 2026-09-14                           │"
      "┃ ✉ Shared your age range with         ┃│ “Sofia would like to keep using      │"
      "┃ Landmarks (required in Texas).       ┃│ Landmarks after an update. This…     │"
      "┃                                      ┃│                                      │"
      "┃ ▸   Close Landmarks                  ┃│   › Set to Always Share              │"
      "┃                                      ┃│ ▸ › Set to Never Share               │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 21 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ requiredRegulatoryFeatures =         │"
      "│ Age Range for Apps · set by Carlos;  ││ [declaredAgeRangeRequired,           │"
      "│ Texas shares automatically whatever… ││ significantAppChangeRequiresParenta… │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #19 Parent → System q…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #20 System → App AskC…  │"
      "│   Family Sharing: in Carlos's fami…↓ ││ ▸ 2026-09-14 #21 App → App waiting…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → App: AskCenter.responses: question #1 Decline (denial)              "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func declinedByParentAt40x12() throws {
    expectScreen(
      try SimulatorStates.declinedByParent().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — texas-teen — A 14-year-old i… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓"
      "┃ Sofia's iPhone · Landmarks 2.0       ┃"
      "┃ ■ BLOCKED Not Available              ┃"
      "┃ Your parent declined this update.    ┃"
      "┃ ✉ Shared your age range with…        ┃"
      "┃                                      ┃"
      "┃ ▸   Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → App: AskCenter.responses: q…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }
}
