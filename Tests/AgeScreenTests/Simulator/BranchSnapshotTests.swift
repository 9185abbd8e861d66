import AgeScreen
import Testing

/// Whole-screen snapshots of the flow's other branches, each reached from the built-in scenario
/// that shows it, at 120×40, 80×24 and 40×12.
@Suite struct BranchSnapshotTests {
  // MARK: - wwdc-olivia-14: the Ask First age-range prompt over the app

  @Test func askFirstPromptAt120x40() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — wwdc-olivia-14 — WWDC25: Olivia, 14, shares 13–15           2026-09-14 · US · iOS 26.5 · Ask First · step 0/2 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Olivia's iPhone · Landmarks 1.0      ┃│ Grace's iPhone (parent)              ││ Sharing: Ask First                   │"
      "┃ ◐ WAITING Landmarks                  ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ ┃ SYSTEM SHEET: Share Your Age       ┃│ Olivia's Age Range for Apps: Ask     ││ Age Range for Apps · set by Grace    │"
      "┃ ┃ Range?                             ┃│ First                                ││                                      │"
      "┃ ┃ “Landmarks” would like to know     ┃│                                      ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ┃ whether you are 12 or under, 13–15 ┃│ ▸ › Set to Always Share              ││   Landmarks: no cached answer        │"
      "┃ ┃ or 16 or over. It will learn       ┃│   › Set to Never Share               ││   Family Sharing: in Grace's famil…  │"
      "┃ ┃ “13–15”, not your birthdate.       ┃│   ✗ Revoke Consent for Landmarks     ││   Apple Account: signed in › Sign …  │"
      "┃ Checking whether photo sharing is    ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃ for your age…                        ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│                                      ││   Region: United States (no app-st…  │"
      "┃ ▸ ✓ Share Age Range                  ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃     Don’t Share                      ┃│                                      ││   App Store: Landmarks 1.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: none (nothing …  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…  │"
      "┃                                      ┃│                                      ││   Cache Don't Share: yes › Turn Off  │"
      "┃                                      ┃│                                      ││   Cap gates at majority: yes › Tur…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 4 entries ────────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: nothing yet                                                                                             │"
      "│ System knows: birthdate 2012-09-14 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #1 Person → App open Landmarks 1.0                                                                      │"
      "│   2026-09-14 #2 App → App not-running → checking-feature                                                             │"
      "│   2026-09-14 #3 App → System requestAgeRange(ageGates: 13, 16)                                                       │"
      "│ ▸ 2026-09-14 #4 System → Person Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, …  │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "│                                                                                                                      │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → Person: Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or 16 or ov…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func askFirstPromptAt80x24() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — wwdc-olivia-14 —…   2026-09-14 · US · iOS 26.5 · Ask First · step 0/2 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Olivia's iPhone · Landmarks 1.0      ┃│ Grace's iPhone (parent)              │"
      "┃ ◐ WAITING Landmarks                  ┃│ Messages: no requests yet.           │"
      "┃ ┃ SYSTEM SHEET: Share Your Age       ┃│ Olivia's Age Range for Apps: Ask     │"
      "┃ ┃ Range?                             ┃│ First                                │"
      "┃ ┃ “Landmarks” would like to know     ┃│                                      │"
      "┃ ┃ whether you are 12 or under, 13–1… ┃│ ▸ › Set to Always Share              │"
      "┃                                      ┃│   › Set to Never Share               │"
      "┃ ▸ ✓ Share Age Range                  ┃│   ✗ Revoke Consent for Landmarks     │"
      "┃     Don’t Share                      ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 4 entries ────────────────┐"
      "│ Sharing: Ask First                   ││ App learned: nothing yet             │"
      "│ Enter › Set to Never Share           ││ System knows: birthdate 2012-09-14   │"
      "│ Age Range for Apps · set by Grace    ││ (age 14); sharing: Ask First         │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #1 Person → App open …  │"
      "│   Landmarks: no cached answer        ││   2026-09-14 #2 App → App not-runn…  │"
      "│   Family Sharing: in Grace's famil…  ││   2026-09-14 #3 App → System reque…  │"
      "│   Apple Account: signed in › Sign …↓ ││ ▸ 2026-09-14 #4 System → Person Sh…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → Person: Share Your Age Range? “Landmarks” would like to know whethe…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func askFirstPromptAt40x12() throws {
    expectScreen(
      try SimulatorStates.askFirstPrompt().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — wwdc-olivia-14 — WWDC25: Oli… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓"
      "┃ Olivia's iPhone · Landmarks 1.0      ┃"
      "┃ ◐ WAITING Landmarks                  ┃"
      "┃ ┃ SYSTEM SHEET: Share Your Age…      ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Share Age Range                  ┃"
      "┃     Don’t Share                      ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → Person: Share Your Age Rang…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - utah-adult-acknowledges: the verified adult's acknowledgment sheet

  @Test func acknowledgmentAt120x40() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — utah-adult-acknowledges — A verified adult in Utah ac…   2026-09-14 · US-UT · iOS 26.4 · Ask First · step 0/2 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Henry's iPhone · Landmarks 2.0       ┃│ No parent in this family             ││ Sharing: Ask First                   │"
      "┃ ◐ WAITING Landmarks                  ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ ┃ SYSTEM SHEET: Important Changes to ┃│ Henry's Age Range for Apps: Ask      ││ Age Range for Apps · set by Henry;   │"
      "┃ ┃ Landmarks                          ┃│ First                                ││ Utah shares automatically whatever   │"
      "┃ ┃ This update adds video calling     ┃│                                      ││ the mode                             │"
      "┃ ┃ with people in your contacts.      ┃│                                      ││                                      │"
      "┃ Read what changed to continue.       ┃│                                      ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ✉ Shared your age range with         ┃│                                      ││   Landmarks: 18 or over until 2027…  │"
      "┃ Landmarks (required in Utah).        ┃│                                      ││   Family Sharing: not in a family …  │"
      "┃                                      ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃ ▸ ✓ Continue                         ┃│                                      ││   Verification: Verified by govern…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│                                      ││   Region: Utah (US-UT) · regulated…  │"
      "┃                                      ┃│                                      ││   iOS: 26.4 › Update to 26.5         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 14 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresAdultNotification, significantAppChangeRequiresParentalConsent]; age range 18 or over    │"
      "│ (governmentIDChecked)                                                                                                │"
      "│ System knows: birthdate 1981-09-14 (age 45); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                         ↑ │"
      "│   2026-09-14 #9 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the person…  │"
      "│   2026-09-14 #10 System → Person Shared your age range with Landmarks (required in Utah).                            │"
      "│   2026-09-14 #11 System → App .sharing(18 or over, governmentIDChecked)                                              │"
      "│   2026-09-14 #12 App → App requesting-age-range → acknowledging                                                      │"
      "│   2026-09-14 #13 App → System showSignificantUpdateAcknowledgment                                                    │"
      "│ ▸ 2026-09-14 #14 System → Person Significant update: This update adds video calling with people in your contacts.    │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → Person: Significant update: This update adds video calling with people in your contacts.                    "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func acknowledgmentAt80x24() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — utah-adult-ac…   2026-09-14 · US-UT · iOS 26.4 · Ask First · step 0/2 "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Henry's iPhone · Landmarks 2.0       ┃│ No parent in this family             │"
      "┃ ◐ WAITING Landmarks                  ┃│ Messages: no requests yet.           │"
      "┃ ┃ SYSTEM SHEET: Important Changes to ┃│ Henry's Age Range for Apps: Ask      │"
      "┃ ┃ Landmarks                          ┃│ First                                │"
      "┃ ┃ This update adds video calling     ┃│                                      │"
      "┃ ┃ with people in your contacts.      ┃│                                      │"
      "┃ Read what changed to continue.…      ┃│                                      │"
      "┃                                      ┃│                                      │"
      "┃ ▸ ✓ Continue                         ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 14 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Henry;   ││ requiredRegulatoryFeatures =         │"
      "│ Utah shares automatically whatever…  ││ [declaredAgeRangeRequired,…          │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #12 App → App request…↑ │"
      "│   Landmarks: 18 or over until 2027…  ││   2026-09-14 #13 App → System show…  │"
      "│   Family Sharing: not in a family …↓ ││ ▸ 2026-09-14 #14 System → Person S…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → Person: Significant update: This update adds video calling with peo…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func acknowledgmentAt40x12() throws {
    expectScreen(
      try SimulatorStates.acknowledgment().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — utah-adult-acknowledges — A … "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · WAITING ━━━━━━━━━━━━┓"
      "┃ Henry's iPhone · Landmarks 2.0       ┃"
      "┃ ◐ WAITING Landmarks                  ┃"
      "┃ ┃ SYSTEM SHEET: Important Changes to ┃"
      "┃ ┃ Landmarks…                         ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Continue                         ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → Person: Significant update:…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - unverified-adult-verifies: blocked until she verifies

  @Test func unverifiedAdultAt120x40() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — unverified-adult-verifies — An unverified adult is bl…   2026-09-14 · US-UT · iOS 26.5 · Ask First · step 0/3 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Grace's iPhone · Landmarks 2.0       ┃│ No parent in this family             ││ Sharing: Ask First                   │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ Verify your account in Settings to   ┃│ Grace's Age Range for Apps: Ask      ││ Age Range for Apps · set by Grace;   │"
      "┃ use the new features.                ┃│ First                                ││ Utah shares automatically whatever   │"
      "┃ ✉ Shared your age range with         ┃│                                      ││ the mode                             │"
      "┃ Landmarks (required in Utah).        ┃│                                      ││                                      │"
      "┃                                      ┃│                                      ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ▸   Close Landmarks                  ┃│                                      ││   Landmarks: 18 or over until 2027…  │"
      "┃                                      ┃│                                      ││   Family Sharing: not in a family …  │"
      "┃                                      ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│                                      ││   Region: Utah (US-UT) · regulated…  │"
      "┃                                      ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…  │"
      "┃                                      ┃│                                      ││   On declined sharing: block until…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 12 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresAdultNotification, significantAppChangeRequiresParentalConsent]; age range 18 or over    │"
      "│ (selfDeclared)                                                                                                       │"
      "│ System knows: birthdate 1992-09-14 (age 34); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #6 System → App requiredRegulatoryFeatures = [declaredAgeRangeRequired, significantAppChangeRequiresA…↑ │"
      "│   2026-09-14 #7 App → App checking-regulation → requesting-age-range                                                 │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                           │"
      "│   2026-09-14 #9 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the person…  │"
      "│   2026-09-14 #10 System → Person Shared your age range with Landmarks (required in Utah).                            │"
      "│   2026-09-14 #11 System → App .sharing(18 or over, selfDeclared)                                                     │"
      "│ ▸ 2026-09-14 #12 App → App requesting-age-range → blocked                                                            │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → App: .sharing(18 or over, selfDeclared) — Utah requires sharing: the system used the region's gates (13, 16…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func unverifiedAdultAt80x24() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — unverified-ad…   2026-09-14 · US-UT · iOS 26.5 · Ask First · step 0/3 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Grace's iPhone · Landmarks 2.0       ┃│ No parent in this family             │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages: no requests yet.           │"
      "┃ Verify your account in Settings to   ┃│ Grace's Age Range for Apps: Ask      │"
      "┃ use the new features.                ┃│ First                                │"
      "┃ ✉ Shared your age range with         ┃│                                      │"
      "┃ Landmarks (required in Utah).        ┃│                                      │"
      "┃                                      ┃│                                      │"
      "┃ ▸   Close Landmarks                  ┃│                                      │"
      "┃                                      ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 12 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Grace;   ││ requiredRegulatoryFeatures =         │"
      "│ Utah shares automatically whatever…  ││ [declaredAgeRangeRequired,…          │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #10 System → Person S…↑ │"
      "│   Landmarks: 18 or over until 2027…  ││   2026-09-14 #11 System → App .sha…  │"
      "│   Family Sharing: not in a family …↓ ││ ▸ 2026-09-14 #12 App → App request…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → App: .sharing(18 or over, selfDeclared) — Utah requires sharing: th…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func unverifiedAdultAt40x12() throws {
    expectScreen(
      try SimulatorStates.unverifiedAdult().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — unverified-adult-verifies — … "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓"
      "┃ Grace's iPhone · Landmarks 2.0       ┃"
      "┃ ■ BLOCKED Not Available              ┃"
      "┃ Verify your account in Settings to   ┃"
      "┃ use the new features.…               ┃"
      "┃                                      ┃"
      "┃ ▸   Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → App: .sharing(18 or over, s…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - declined-share: Don't Share, so the update is blocked

  @Test func declinedSharingAt120x40() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — declined-share — A teen declines to share, unde…   2026-09-14 · DEMO-OPT-IN · iOS 26.5 · Ask First · step 0/7 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Nina's iPhone · Landmarks 2.0        ┃│ Paul's iPhone (parent)               ││ Sharing: Ask First                   │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages: no requests yet.           ││ Enter › Set to Never Share           │"
      "┃ Share your age range to use the new  ┃│ Nina's Age Range for Apps: Ask First ││ Age Range for Apps · set by Paul;    │"
      "┃ features.                            ┃│                                      ││ Demo: a consent law that lets people │"
      "┃                                      ┃│ ▸ › Set to Always Share              ││ decline shares automatically         │"
      "┃ ▸   Close Landmarks                  ┃│   › Set to Never Share               ││ whatever the mode                    │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     ││                                      │"
      "┃                                      ┃│                                      ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃                                      ┃│                                      ││   Landmarks: Don't Share until 202…  │"
      "┃                                      ┃│                                      ││   Family Sharing: in Paul's family…  │"
      "┃                                      ┃│                                      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│                                      ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│                                      ││   Region: Demo: a consent law that…  │"
      "┃                                      ┃│                                      ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…  │"
      "┃                                      ┃│                                      ││   Next anniversary: 2027-09-14 › J…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 13 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures =                                           │"
      "│ [significantAppChangeRequiresParentalConsent]; declinedSharing                                                       │"
      "│ System knows: birthdate 2010-09-14 (age 16); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #6 System → App requiredRegulatoryFeatures = [significantAppChangeRequiresParentalConsent]            ↑ │"
      "│   2026-09-14 #7 App → App checking-regulation → requesting-age-range                                                 │"
      "│   2026-09-14 #8 App → System requestAgeRange(ageGates: 18)                                                           │"
      "│   2026-09-14 #9 System → Person Share Your Age Range? “Landmarks” would like to know whether you are 17 or under o…  │"
      "│   2026-09-14 #10 Person → System tap “Don’t Share”                                                                   │"
      "│   2026-09-14 #11 System → iCloud cached for com.example.landmarks (gates 18) until 2027-09-14; synced to the perso…  │"
      "│   2026-09-14 #12 System → App .declinedSharing                                                                       │"
      "│ ▸ 2026-09-14 #13 App → App requesting-age-range → blocked                                                            │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " ✓ System → App: .declinedSharing — Ask First: asked on Nina's device, and Nina chose Don't Share. The app learns nothi…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func declinedSharingAt80x24() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — declined-share — A teen declines to share, under both declined-shari… "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Nina's iPhone · Landmarks 2.0        ┃│ Paul's iPhone (parent)               │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages: no requests yet.           │"
      "┃ Share your age range to use the new  ┃│ Nina's Age Range for Apps: Ask First │"
      "┃ features.                            ┃│                                      │"
      "┃                                      ┃│ ▸ › Set to Always Share              │"
      "┃ ▸   Close Landmarks                  ┃│   › Set to Never Share               │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     │"
      "┃                                      ┃│                                      │"
      "┃                                      ┃│                                      │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 13 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Paul;    ││ requiredRegulatoryFeatures =         │"
      "│ Demo: a consent law that lets peopl… ││ [significantAppChangeRequiresParent… │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #11 System → iCloud c…↑ │"
      "│   Landmarks: Don't Share until 202…  ││   2026-09-14 #12 System → App .dec…  │"
      "│   Family Sharing: in Paul's family…↓ ││ ▸ 2026-09-14 #13 App → App request…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " ✓ System → App: .declinedSharing — Ask First: asked on Nina's device, and Nina…"
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func declinedSharingAt40x12() throws {
    expectScreen(
      try SimulatorStates.declinedSharing().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — declined-share — A teen decl… "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓"
      "┃ Nina's iPhone · Landmarks 2.0        ┃"
      "┃ ■ BLOCKED Not Available              ┃"
      "┃ Share your age range to use the new  ┃"
      "┃ features.                            ┃"
      "┃                                      ┃"
      "┃ ▸   Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " ✓ System → App: .declinedSharing — Ask…"
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - parent-never-answers: the question expired unanswered

  @Test func questionExpiredAt120x40() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — parent-never-answers — The parent never answers and t…   2026-09-22 · US-TX · iOS 26.5 · Ask First · step 3/4 "
      " Step 3/4: Five more days pass. On 2026-09-21 the question expired: Laura can no longer answer it. The app blocks the   "
      " new features and lets Ethan ask again.                                                                                 "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Ethan's iPhone · Landmarks 2.0       ┃│ Laura's iPhone (parent)              ││ Sharing: Ask First                   │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · Expired on 2026-09-21  ││ Enter › Set to Never Share           │"
      "┃ Your request expired before your     ┃│ — can no longer be answered          ││ Age Range for Apps · set by Laura;   │"
      "┃ parent answered. You can ask again.  ┃│ “Ethan would like to keep using      ││ Texas shares automatically whatever  │"
      "┃ ✉ Shared your age range with         ┃│ Landmarks after an update. This      ││ the mode                             │"
      "┃ Landmarks (required in Texas).       ┃│ update adds video calling with       ││                                      │"
      "┃                                      ┃│ people in your contacts.”            ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ▸ ✓ Ask Again                        ┃│ Ethan's Age Range for Apps: Ask      ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃     Close Landmarks                  ┃│ First                                ││   Family Sharing: in Laura's famil…  │"
      "┃                                      ┃│ ✉ Ethan sent you a request from      ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│ Landmarks. Open Messages to answer.  ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│                                      ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│ ▸ › Set to Always Share              ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│   › Set to Never Share               ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│   ✗ Revoke Consent for Landmarks     ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│                                      ││   Today: 2026-09-22 › +1 day         │"
      "┃                                      ┃│                                      ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 22 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: isEligibleForAgeFeatures = true; requiredRegulatoryFeatures = [declaredAgeRangeRequired,                │"
      "│ significantAppChangeRequiresParentalConsent]; age range 13–15 (guardianDeclared)                                     │"
      "│ System knows: birthdate 2012-09-14 (age 14); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #15 System → Person Messages compose sheet: question #1 to Laura                                      ↑ │"
      "│   2026-09-14 #16 Person → Parent Messages: Ethan would like to keep using Landmarks after an update. This update a…  │"
      "│   2026-09-14 #17 System → Parent Ethan sent you a request from Landmarks. Open Messages to answer.                   │"
      "│   2026-09-14 #18 App → App needs-parental-approval → waiting-for-parent                                              │"
      "│   2026-09-17 #19 Clock → System +3 days: 2026-09-14 → 2026-09-17                                                     │"
      "│   2026-09-22 #20 Clock → System +5 days: 2026-09-17 → 2026-09-22                                                     │"
      "│   2026-09-22 #21 System → Parent question #1 expired on 2026-09-21                                                   │"
      "│ ▸ 2026-09-22 #22 App → App waiting-for-parent → blocked                                                              │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " • Script step 3/4.                                                                                                     "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func questionExpiredAt80x24() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — parent-never-…   2026-09-22 · US-TX · iOS 26.5 · Ask First · step 3/4 "
      " Step 3/4: Five more days pass. On 2026-09-21 the question expired: Laura can   "
      " no longer answer it. The app blocks the new features and lets Ethan ask again. "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Ethan's iPhone · Landmarks 2.0       ┃│ Laura's iPhone (parent)              │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · Expired on 2026-09-21  │"
      "┃ Your request expired before your     ┃│ — can no longer be answered          │"
      "┃ parent answered. You can ask again.  ┃│ “Ethan would like to keep using…     │"
      "┃ ✉ Shared your age range with…        ┃│                                      │"
      "┃                                      ┃│ ▸ › Set to Always Share              │"
      "┃ ▸ ✓ Ask Again                        ┃│   › Set to Never Share               │"
      "┃     Close Landmarks                  ┃│   ✗ Revoke Consent for Landmarks     │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 22 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned:                         │"
      "│ Enter › Set to Never Share           ││ isEligibleForAgeFeatures = true;     │"
      "│ Age Range for Apps · set by Laura;…  ││ requiredRegulatoryFeatures =…        │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-22 #20 Clock → System +5…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-22 #21 System → Parent q…  │"
      "│   Family Sharing: in Laura's famil…↓ ││ ▸ 2026-09-22 #22 App → App waiting…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " • Script step 3/4.                                                             "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func questionExpiredAt40x12() throws {
    expectScreen(
      try SimulatorStates.questionExpired().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — parent-never-answers — The p… "
      " Step 3/4: Five more days pass. On …    "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓"
      "┃ Ethan's iPhone · Landmarks 2.0       ┃"
      "┃ ■ BLOCKED Not Available…             ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Ask Again                        ┃"
      "┃     Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " • Script step 3/4.                     "
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }

  // MARK: - revoked-consent: blocked at the launch after the revocation

  @Test func consentRevokedAt120x40() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 120, height: 40)),
      """
      " AgeTUI — revoked-consent — A parent revokes consent, and appro…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 4/5 "
      " Step 4/5: At the next launch the app hears of the revocation (assumed: through its own server, since Apple offers no   "
      " on-device signal) and blocks itself. It offers to ask again.                                                           "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐┌ Settings ────────────────────────────┐"
      "┃ Emma's iPhone · Landmarks 2.0        ┃│ David's iPhone (parent)              ││ Sharing: Ask First                   │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · You chose “Approve” on ││ Enter › Set to Never Share           │"
      "┃ Your parent withdrew permission for  ┃│ 2026-09-14                           ││ Age Range for Apps · set by David;   │"
      "┃ this app.                            ┃│ “Emma would like to keep using       ││ Texas shares automatically whatever  │"
      "┃ ✉ Shared your age range with         ┃│ Landmarks after an update. This      ││ the mode                             │"
      "┃ Landmarks (required in Texas). (×2)  ┃│ update adds video calling with       ││                                      │"
      "┃                                      ┃│ people in your contacts.”            ││ ▸ Sharing: Ask First › Set to Neve…  │"
      "┃ ▸ ✓ Ask Again                        ┃│ ✗ Consent for Landmarks revoked      ││   Landmarks: 13–15 until 2027-09-1…  │"
      "┃     Close Landmarks                  ┃│ Emma's Age Range for Apps: Ask First ││   Family Sharing: in David's famil…  │"
      "┃                                      ┃│ ✉ Notification Triggered: a          ││   Apple Account: signed in › Sign …  │"
      "┃                                      ┃│ notification will soon go to the     ││   Verification: Not verified › Set…  │"
      "┃                                      ┃│ developer's server.                  ││   Communication limits: off › Turn…  │"
      "┃                                      ┃│ ✉ Emma sent you a request from       ││   Region: Texas (US-TX) · regulate…  │"
      "┃                                      ┃│ Landmarks. Open Messages to answer.  ││   iOS: 26.5 › Update to 27.0         │"
      "┃                                      ┃│                                      ││   App Store: Landmarks 2.0 install…  │"
      "┃                                      ┃│ ▸ › Set to Always Share              ││   Today: 2026-09-14 › +1 day         │"
      "┃                                      ┃│   › Set to Never Share               ││     ⋮ › +1 month                     │"
      "┃                                      ┃│                                      ││     ⋮ › +1 year                      │"
      "┃                                      ┃│                                      ││   Next birthday: 2027-09-14 › Jump…↓ │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘└──────────────────────────────────────┘"
      "┌ Timeline · 35 entries ───────────────────────────────────────────────────────────────────────────────────────────────┐"
      "│ App learned: parent answered question #1: Approve; age range 13–15 (guardianDeclared); consent revoked               │"
      "│ (RESCIND_CONSENT)                                                                                                    │"
      "│ System knows: birthdate 2013-09-14 (age 13); sharing: Ask First                                                      │"
      "│                                                                                                                      │"
      "│   2026-09-14 #28 Parent → App Store Revoke App Consent for com.example.landmarks                                   ↑ │"
      "│   2026-09-14 #29 App Store → Server App Store Server Notification V2: RESCIND_CONSENT                                │"
      "│   2026-09-14 #30 System → Parent Notification Triggered: a notification will soon go to the developer's server.      │"
      "│   2026-09-14 #31 Person → App close Landmarks                                                                        │"
      "│   2026-09-14 #32 App → App running → not-running                                                                     │"
      "│   2026-09-14 #33 Person → App open Landmarks 2.0                                                                     │"
      "│   2026-09-14 #34 Server → App consent was revoked (RESCIND_CONSENT)                                                  │"
      "│ ▸ 2026-09-14 #35 App → App not-running → blocked                                                                     │"
      "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘"
      " • Script step 4/5.                                                                                                     "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo  r reset  s scenarios  m mode  l region       "
      """)
  }

  @Test func consentRevokedAt80x24() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 80, height: 24)),
      """
      " AgeTUI — revoked-conse…   2026-09-14 · US-TX · iOS 26.5 · Ask First · step 4/5 "
      " Step 4/5: At the next launch the app hears of the revocation (assumed: through "
      " its own server, since Apple offers no on-device signal) and blocks itself. It  "
      " offers to ask again.                                                           "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓┌ Parent device ───────────────────────┐"
      "┃ Emma's iPhone · Landmarks 2.0        ┃│ David's iPhone (parent)              │"
      "┃ ■ BLOCKED Not Available              ┃│ Messages #1 · You chose “Approve” on │"
      "┃ Your parent withdrew permission for  ┃│ 2026-09-14                           │"
      "┃ this app.…                           ┃│ “Emma would like to keep using…      │"
      "┃                                      ┃│                                      │"
      "┃ ▸ ✓ Ask Again                        ┃│ ▸ › Set to Always Share              │"
      "┃     Close Landmarks                  ┃│   › Set to Never Share               │"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────┘"
      "┌ Settings ────────────────────────────┐┌ Timeline · 35 entries ───────────────┐"
      "│ Sharing: Ask First                   ││ App learned: parent answered         │"
      "│ Enter › Set to Never Share           ││ question #1: Approve; age range      │"
      "│ Age Range for Apps · set by David;…  ││ 13–15 (guardianDeclared); consent…   │"
      "│                                      ││                                      │"
      "│ ▸ Sharing: Ask First › Set to Neve…  ││   2026-09-14 #33 Person → App open…↑ │"
      "│   Landmarks: 13–15 until 2027-09-1…  ││   2026-09-14 #34 Server → App cons…  │"
      "│   Family Sharing: in David's famil…↓ ││ ▸ 2026-09-14 #35 App → App not-run…  │"
      "└──────────────────────────────────────┘└──────────────────────────────────────┘"
      " • Script step 4/5.                                                             "
      " q quit  ? help  Enter choose  Tab pane  ↑↓ move  n/p script step  u undo       "
      """)
  }

  @Test func consentRevokedAt40x12() throws {
    expectScreen(
      try SimulatorStates.consentRevoked().render(size: Size(width: 40, height: 12)),
      """
      " AgeTUI — revoked-consent — A parent r… "
      " Step 4/5: At the next launch the app … "
      "▶1 Child │ 2 │ 3 │ 4                    "
      "┏ ▶ Child device · BLOCKED ━━━━━━━━━━━━┓"
      "┃ Emma's iPhone · Landmarks 2.0        ┃"
      "┃ ■ BLOCKED Not Available…             ┃"
      "┃                                      ┃"
      "┃ ▸ ✓ Ask Again                        ┃"
      "┃     Close Landmarks                  ┃"
      "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
      " • Script step 4/5.                     "
      " q quit  ? help  Enter choose  Tab pane "
      """)
  }
}
