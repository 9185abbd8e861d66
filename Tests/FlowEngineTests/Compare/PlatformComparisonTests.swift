import Analyses
import CustomDump
import FlowEngine
import GooglePlay
import Reports
import Scenarios
import Testing

/// `compare --by platform` over the Texas teen on both stores, built in code the way the
/// built-in `texas-teen-both-stores` is written (reference §8.3 for Play's side): every format's
/// exact text, and the error for a scenario on one store.
@Suite("compare --by platform")
struct PlatformComparisonTests {
  static func day(_ text: String) -> SimDate {
    SimDate(iso: text) ?? SimDate(daysSinceEpoch: 0)
  }

  /// texas-teen's Apple script tagged with its moments, a revocation added, and Play's side:
  /// Sofia, 14, supervised in Texas; video calling declared, effective a week later.
  static func texasTeenBothStores() throws -> Scenario {
    var scenario = try #require(ScenarioLibrary.named("texas-teen"))
    let moments: [StoreMoment] = [.age, .significantChange, .significantChange, .significantChange]
    for (index, moment) in moments.enumerated() where scenario.script.indices.contains(index) {
      scenario.script[index].moment = moment
    }
    scenario.script.append(ScriptStep(action: .perform(.revokeConsent), moment: .revocation))
    let world = scenario.world
    let play = PlayWorld(
      today: world.today,
      child: PlayChild(
        birthdate: world.person.birthdate, isSupervised: true, region: "US-TX"),
      app: PlayApp(config: world.app))
    let effective = world.today.adding(days: 7)
    scenario.platforms = [.apple, .googlePlay]
    scenario.play = PlayScript(
      world: play,
      steps: [
        PlayScriptStep(action: .launch(.childPhone), text: "launch", moment: .age),
        PlayScriptStep(
          action: .declareChange(
            id: "video-calling", description: "Adds video calling.", effective: effective),
          text: "declare-change", moment: .significantChange),
        PlayScriptStep(action: .advanceClock(days: 7), text: "wait 7 days"),
        PlayScriptStep(action: .close(.childPhone), text: "close"),
        PlayScriptStep(action: .launch(.childPhone), text: "launch"),
        PlayScriptStep(
          action: .parentAnswers(from: .parentPhone, approve: true), text: "parent approve"),
        PlayScriptStep(action: .checkAgain(.childPhone), text: "check-again"),
        PlayScriptStep(
          action: .revoke(from: .parentPhone), text: "revoke", moment: .revocation),
      ])
    return scenario
  }

  @Test("the issue's table for the Texas teen, as JSON rows")
  func rows() throws {
    let comparison = try PlatformComparison(
      scenario: try Self.texasTeenBothStores(), scenariosWithBoth: [])
    #expect(
      comparison.rows == [
        PlatformComparison.Row(
          moment: .age,
          apple: ["shared automatically in Texas", "13–15, guardianDeclared"],
          googlePlay: ["requestAgeSignalsAccess → SHARED", "13–15, TIER_B"]),
        PlatformComparison.Row(
          moment: .significantChange,
          apple: [
            "the app asks (AskCenter)", "the child sends the question in Messages",
            "the app hears back (approval)",
          ],
          googlePlay: [
            "the developer declares it in Play Console with an effective date (2026-09-21)",
            "Play asks the parent in Family Link",
            "the app calls again and reads PENDING → APPROVED",
          ]),
        PlatformComparison.Row(
          moment: .revocation, apple: ["RESCIND_CONSENT to the developer's server"],
          googlePlay: ["the install ID appears in Play Console's CSV (kept 90 days)"]),
      ])
  }

  @Test("text, markdown and json, exactly")
  func formats() throws {
    let comparison = try PlatformComparison(
      scenario: try Self.texasTeenBothStores(), scenariosWithBoth: [])
    expectNoDifference(
      comparison.rendered(.text),
      """
      texas-teen: A 14-year-old in Texas asks her father to approve an update — Apple and Google Play,
      moment by moment

      moment              Apple                                    Google Play
      age                 shared automatically in Texas; 13–15,    requestAgeSignalsAccess → SHARED;
                          guardianDeclared                         13–15, TIER_B

      significant change  the app asks (AskCenter); the child      the developer declares it in Play
                          sends the question in Messages; the app  Console with an effective date
                          hears back (approval)                    (2026-09-21); Play asks the parent in
                                                                   Family Link; the app calls again and
                                                                   reads PENDING → APPROVED

      revocation          RESCIND_CONSENT to the developer's       the install ID appears in Play
                          server                                   Console's CSV (kept 90 days)

      Each cell is read off the store's own run: its script steps tagged with the moment (moment:) and
      the trace they left.

      """)
    expectNoDifference(
      comparison.rendered(.markdown),
      """
      # texas-teen: A 14-year-old in Texas asks her father to approve an update — Apple and Google Play, moment by moment

      | moment | Apple | Google Play |
      |---|---|---|
      | age | shared automatically in Texas; 13–15, guardianDeclared | requestAgeSignalsAccess → SHARED; 13–15, TIER_B |
      | significant change | the app asks (AskCenter); the child sends the question in Messages; the app hears back (approval) | the developer declares it in Play Console with an effective date (2026-09-21); Play asks the parent in Family Link; the app calls again and reads PENDING → APPROVED |
      | revocation | RESCIND_CONSENT to the developer's server | the install ID appears in Play Console's CSV (kept 90 days) |

      """)
    expectNoDifference(
      comparison.rendered(.json),
      """
      {
        "format": "agetui-compare-platforms",
        "version": 1,
        "scenario": "texas-teen",
        "title": "A 14-year-old in Texas asks her father to approve an update",
        "by": "platform",
        "platforms": ["apple", "google-play"],
        "rows": [
          {
            "moment": "age",
            "apple": ["shared automatically in Texas", "13–15, guardianDeclared"],
            "googlePlay": ["requestAgeSignalsAccess → SHARED", "13–15, TIER_B"]
          },
          {
            "moment": "significant-change",
            "apple": ["the app asks (AskCenter)", "the child sends the question in Messages", "the app hears back (approval)"],
            "googlePlay": ["the developer declares it in Play Console with an effective date (2026-09-21)", "Play asks the parent in Family Link", "the app calls again and reads PENDING → APPROVED"]
          },
          {
            "moment": "revocation",
            "apple": ["RESCIND_CONSENT to the developer's server"],
            "googlePlay": ["the install ID appears in Play Console's CSV (kept 90 days)"]
          }
        ]
      }

      """)
  }

  @Test("a scenario on one store: the error names the scenarios with both")
  func oneStore() throws {
    let scenario = try #require(ScenarioLibrary.named("texas-teen"))
    #expect(
      throws: CompareError(
        "--by platform: texas-teen runs on Apple only; it needs both stores (platforms: "
          + "[apple, google-play]). Scenarios with both: texas-teen-both-stores")
    ) {
      try PlatformComparison(scenario: scenario, scenariosWithBoth: ["texas-teen-both-stores"])
    }
  }
}
