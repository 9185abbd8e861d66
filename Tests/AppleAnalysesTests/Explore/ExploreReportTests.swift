import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import Reports
import Scenarios
import TestSupport
import Testing

/// Whole reports of the US-and-Texas sweep: what `agetui explore` prints.
@Suite("Explore reports")
struct ExploreReportTests {
  private static func report() throws -> AppleExploreReport {
    let explorer = AppleExplorer(space: try ExploreFixtures.usAndTexas())
    let result = explorer.run()
    return AppleExploreReport(result: result, reproductions: explorer.reproductions(of: result))
  }

  @Test("text: outcomes, truth table, OS, region and sharing-mode differences, violations")
  func text() throws {
    #expect(try Self.report().rendered(.text) == Self.expectedText)
  }

  @Test("Markdown: the same sections as tables")
  func markdown() throws {
    #expect(try Self.report().rendered(.markdown) == Self.expectedMarkdown)
  }

  @Test("CSV streams every case in chunks that join to the whole table")
  func csvChunks() throws {
    var chunks: [String] = []
    try Self.report().write(
      .csv, to: ReportOutput(text: { chunks.append($0) }, bytes: { _ in }))
    let lines = chunks.joined().split(separator: "\n", omittingEmptySubsequences: false)
    expectNoDifference(lines.count, 26)
    expectNoDifference(lines.first.map(String.init), ExploreTable.csvHeader.joined(separator: ","))
    expectNoDifference(
      lines[13],
      "12,US-TX,ask-first,14,yes,none,yes,26.5,share,approve,O4,running (feature off),no,"
        + "off,minor,13–15,guardianDeclared,,approved,yes,no,0,no,yes,no")
    expectNoDifference(lines.last, "")
  }

  @Test("CSV fields with commas or quotes are quoted")
  func csvQuoting() {
    expectNoDifference(ExploreTable.csvField("plain"), "plain")
    expectNoDifference(ExploreTable.csvField("a,b"), "\"a,b\"")
    expectNoDifference(ExploreTable.csvField("say \"hi\""), "\"say \"\"hi\"\"\"")
  }

  static let expectedText =
    """
    agetui explore: 24 cases on 2026-09-14
    App: Landmarks 2.0 (first installed 1.0); gates 13, 16; Photo sharing from 16; significant changes: video-calling (2.0)
    Axes:
      region (2): US, US-TX
      mode (1): ask-first
      age (2): 14, 42
      family (1): yes
      verification (1): none
      signed-in (1): yes
      os (1): 26.5
      prompt (2): share, decline
      parent (3): approve, decline, never
    In each case Alex opens Landmarks on the iPhone on 2026-09-14 and answers an age-range prompt with
    the case's prompt answer. When the app asks for a parent's approval, Alex asks Sam (a parent exists
    only in Family Sharing), who approves, declines, or never answers (the clock then moves to the
    question's expiry, 7 days later). An adult acknowledges a significant update. A run ends when
    nothing is left to answer.
    Visited 17 distinct states and 13 distinct transitions (13 actions applied).
    Invariants (app-never-learns-exact-age, never-share-never-discloses, only-parent-answers, declined-or-expired-never-unblocks), checked after every action: all held.

    Outcomes: 7 distinct, with the cases ending in each
      outcome  cases  step                        branch            learned                    parent     prompt
      O1           3  running (feature off)       not-required      13–15 (guardianDeclared)   not asked  shown
      O2           6  running (feature off)       not-required      declinedSharing            not asked  shown
      O3           3  running (feature on)        not-required      16 or over (selfDeclared)  not asked  shown
      O4           2  running (feature off)       minor             13–15 (guardianDeclared)   approved   none
      O5           2  blocked (parent-declined)   minor             13–15 (guardianDeclared)   declined   none
      O6           2  blocked (question-expired)  minor             13–15 (guardianDeclared)   expired    none
      O7           6  blocked (unverified-adult)  unverified-adult  18 or over (selfDeclared)  not asked  none

    Truth table: the cases ending in each outcome (an axis not named takes every value)
      O1  running (feature off) · branch not-required · learned 13–15 (guardianDeclared) · parent not asked · prompt shown
            region US · age 14 · prompt share
      O2  running (feature off) · branch not-required · learned declinedSharing · parent not asked · prompt shown
            region US · prompt decline
      O3  running (feature on) · branch not-required · learned 16 or over (selfDeclared) · parent not asked · prompt shown
            region US · age 42 · prompt share
      O4  running (feature off) · branch minor · learned 13–15 (guardianDeclared) · parent approved · no prompt
            region US-TX · age 14 · parent approve
      O5  blocked (parent-declined) · branch minor · learned 13–15 (guardianDeclared) · parent declined · no prompt
            region US-TX · age 14 · parent decline
      O6  blocked (question-expired) · branch minor · learned 13–15 (guardianDeclared) · parent expired · no prompt
            region US-TX · age 14 · parent never
      O7  blocked (unverified-adult) · branch unverified-adult · learned 18 or over (selfDeclared) · parent not asked · no prompt
            region US-TX · age 42

    Where the OS version changes the outcome: only one OS version was swept (26.5).

    Where the region changes the outcome: 12 of 12 groups of cases alike but for the region end differently, in 8 patterns
      pattern  US  US-TX  groups  where (an axis not named takes every value)
      P1       O1  O4          1  age 14 · prompt share · parent approve
      P2       O1  O5          1  age 14 · prompt share · parent decline
      P3       O1  O6          1  age 14 · prompt share · parent never
      P4       O2  O4          1  age 14 · prompt decline · parent approve
      P5       O2  O5          1  age 14 · prompt decline · parent decline
      P6       O2  O6          1  age 14 · prompt decline · parent never
      P7       O3  O7          3  age 42 · prompt share
      P8       O2  O7          3  age 42 · prompt decline

    Where the sharing mode changes the outcome: only one sharing mode was swept (ask-first).

    Invariant violations: none.

    """

  static let expectedMarkdown =
    """
    # Explore: 24 cases on 2026-09-14

    - **App:** Landmarks 2.0 (first installed 1.0); gates 13, 16; Photo sharing from 16; significant changes: video-calling (2.0)
    - **Axis** region (2): US, US-TX
    - **Axis** mode (1): ask-first
    - **Axis** age (2): 14, 42
    - **Axis** family (1): yes
    - **Axis** verification (1): none
    - **Axis** signed-in (1): yes
    - **Axis** os (1): 26.5
    - **Axis** prompt (2): share, decline
    - **Axis** parent (3): approve, decline, never

    In each case Alex opens Landmarks on the iPhone on 2026-09-14 and answers an age-range prompt with the case's prompt answer. When the app asks for a parent's approval, Alex asks Sam (a parent exists only in Family Sharing), who approves, declines, or never answers (the clock then moves to the question's expiry, 7 days later). An adult acknowledges a significant update. A run ends when nothing is left to answer.

    Visited 17 distinct states and 13 distinct transitions (13 actions applied).

    Invariants (app-never-learns-exact-age, never-share-never-discloses, only-parent-answers, declined-or-expired-never-unblocks), checked after every action: all held.

    ## Outcomes

    | outcome | cases | step | branch | learned | parent | prompt |
    |---|---:|---|---|---|---|---|
    | O1 | 3 | running (feature off) | not-required | 13–15 (guardianDeclared) | not asked | shown |
    | O2 | 6 | running (feature off) | not-required | declinedSharing | not asked | shown |
    | O3 | 3 | running (feature on) | not-required | 16 or over (selfDeclared) | not asked | shown |
    | O4 | 2 | running (feature off) | minor | 13–15 (guardianDeclared) | approved | none |
    | O5 | 2 | blocked (parent-declined) | minor | 13–15 (guardianDeclared) | declined | none |
    | O6 | 2 | blocked (question-expired) | minor | 13–15 (guardianDeclared) | expired | none |
    | O7 | 6 | blocked (unverified-adult) | unverified-adult | 18 or over (selfDeclared) | not asked | none |

    ## Truth table

    The cases ending in each outcome; an axis not named takes every value.

    | outcome | where |
    |---|---|
    | O1 | region US · age 14 · prompt share |
    | O2 | region US · prompt decline |
    | O3 | region US · age 42 · prompt share |
    | O4 | region US-TX · age 14 · parent approve |
    | O5 | region US-TX · age 14 · parent decline |
    | O6 | region US-TX · age 14 · parent never |
    | O7 | region US-TX · age 42 |

    ## Where the OS version changes the outcome

    Only one OS version was swept (26.5).

    ## Where the region changes the outcome

    12 of 12 groups of cases alike but for the region end differently, in 8 patterns.

    | pattern | US | US-TX | groups | where (an axis not named takes every value) |
    |---|---|---|---:|---|
    | P1 | O1 | O4 | 1 | age 14 · prompt share · parent approve |
    | P2 | O1 | O5 | 1 | age 14 · prompt share · parent decline |
    | P3 | O1 | O6 | 1 | age 14 · prompt share · parent never |
    | P4 | O2 | O4 | 1 | age 14 · prompt decline · parent approve |
    | P5 | O2 | O5 | 1 | age 14 · prompt decline · parent decline |
    | P6 | O2 | O6 | 1 | age 14 · prompt decline · parent never |
    | P7 | O3 | O7 | 3 | age 42 · prompt share |
    | P8 | O2 | O7 | 3 | age 42 · prompt decline |

    ## Where the sharing mode changes the outcome

    Only one sharing mode was swept (ask-first).

    ## Invariant violations

    None: every invariant held after every action.

    """
}
