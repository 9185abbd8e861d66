import AmazonAppstoreScenarios
import Apple
import AppleScenarios
import CustomDump
import FlowEngine
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

/// A step's narration and caption say what the screen shows after the step: no outcome
/// (approved, declined, blocked, running, shared, a prompt shown, …) that a later step plays.
/// The outcome words are ``NarrationClaim``'s table.
@Suite("Narration claims")
struct NarrationClaimTests {
  /// One claim a step's text makes that the simulation after the step does not have.
  struct Unfounded: Hashable, CustomStringConvertible {
    var scenario: String
    var step: Int
    var field: String
    var claim: NarrationClaim
    var words: String

    var description: String { "\(scenario) step \(step) \(field): \(claim) (“\(words)”)" }
  }

  /// One step's words as the check reads them: its number, narration and caption, and whether
  /// a claim holds in the simulation after it.
  typealias ReadStep = (
    number: Int, narration: String, caption: String, holds: (NarrationClaim.Match) -> Bool
  )

  /// The claims of every step of a run that its simulation does not have, and how many claims
  /// were checked.
  static func unfounded(in scenario: Scenario) -> (unfounded: [Unfounded], claims: Int) {
    let steps = AppleScenarioRunner.run(scenario).steps.map { step -> ReadStep in
      (step.number, step.narration, step.caption, { $0.holds(after: step) })
    }
    return unfounded(steps, of: scenario, named: scenario.name)
  }

  /// The same for a scenario's Google Play script, against Play's world after each step.
  static func unfoundedOnPlay(in scenario: Scenario) -> (unfounded: [Unfounded], claims: Int) {
    guard let run = PlayScenarioRunner.run(scenario) else { return ([], 0) }
    let steps = run.steps.map { step -> ReadStep in
      (step.number, step.narration, step.caption, { $0.holds(after: step) })
    }
    return unfounded(steps, of: scenario, named: scenario.name + " (Google Play)")
  }

  /// The same for a scenario's Amazon Appstore script, against Amazon's world after each step.
  static func unfoundedOnAmazon(in scenario: Scenario) -> (unfounded: [Unfounded], claims: Int) {
    guard let run = AmazonScenarioRunner.run(scenario) else { return ([], 0) }
    let steps = run.steps.map { step -> ReadStep in
      (step.number, step.narration, step.caption, { $0.holds(after: step) })
    }
    return unfounded(steps, of: scenario, named: scenario.name + " (Amazon Appstore)")
  }

  /// The claims of `steps` (of `scenario`, reported as `name`) that do not hold after them.
  static func unfounded(_ steps: [ReadStep], of scenario: Scenario, named name: String) -> (
    unfounded: [Unfounded], claims: Int
  ) {
    let person = scenario.world.personName
    let parent = scenario.world.parentName
    var unfounded: [Unfounded] = []
    var claims = 0
    for step in steps {
      for (field, text) in [("narration", step.narration), ("caption", step.caption)] {
        for match in NarrationClaim.matches(in: text, person: person, parent: parent) {
          claims += 1
          guard !step.holds(match) else { continue }
          unfounded.append(
            Unfounded(
              scenario: name, step: step.number, field: field, claim: match.claim,
              words: match.words))
        }
      }
    }
    return (unfounded, claims)
  }

  @Test func everyBuiltInStepClaimsOnlyWhatItsSimulationHas() {
    var unfounded: [Unfounded] = []
    var steps = 0
    var claims = 0
    var playClaims = 0
    var amazonClaims = 0
    for scenario in ScenarioLibrary.all {
      let result = Self.unfounded(in: scenario)
      let play = Self.unfoundedOnPlay(in: scenario)
      let amazon = Self.unfoundedOnAmazon(in: scenario)
      unfounded += result.unfounded + play.unfounded + amazon.unfounded
      claims += result.claims
      playClaims += play.claims
      amazonClaims += amazon.claims
      steps += AppleScenarioRunner.run(scenario).steps.count
    }
    // Every Play and Amazon built-in's narration is read too: their steps claim as Apple's do.
    #expect(playClaims > 20)
    #expect(amazonClaims > 10)
    print(
      "Narration claims: \(ScenarioLibrary.all.count) built-ins, \(steps) steps, "
        + "\(claims) claims checked, \(unfounded.count) unfounded")
    expectNoDifference(ScenarioLibrary.all.count, ScenarioLibrary.names.count)
    // Every built-in played: a scenario that failed to load would be missing from `all`.
    #expect(steps >= ScenarioLibrary.names.count)
    #expect(claims > steps)
    expectNoDifference(unfounded.map(\.description), [])
  }

  /// Narration the built-ins had before issue 21: each ran ahead of its screen.
  struct OldNarration: Sendable, CustomTestStringConvertible {
    var scenario: String
    var scriptStep: Int
    var narration: String
    var claims: Set<NarrationClaim>

    var testDescription: String { "\(scenario) script step \(scriptStep + 1)" }
  }

  static let oldNarration: [OldNarration] = [
    OldNarration(
      scenario: "revoked-consent", scriptStep: 0,
      narration: "Emma, 13, opens Landmarks in Texas. She asks and her father David approves "
        + "the update (their declared answers), so the app runs.",
      claims: [.asked, .approved, .running]),
    OldNarration(
      scenario: "revoked-consent", scriptStep: 4,
      narration: "Emma taps Ask Parent. A new question goes to David in Messages; he approves "
        + "again, and the app runs.",
      claims: [.running, .tapped]),
    OldNarration(
      scenario: "signed-out-device", scriptStep: 3,
      narration: "He opens it again: the range is shared (\"13–15\"), he asks his mother Rosa, "
        + "and she approves.",
      claims: [.asked, .approved]),
    OldNarration(
      scenario: "second-device-sync", scriptStep: 0,
      narration: "Noah, 15, opens Landmarks 2.0 on his iPhone in Texas. The range is shared "
        + "automatically (\"13–15\") and the update needs a parent's consent. His declared "
        + "answers play out: he asks, his mother Elena approves, and the app writes the "
        + "handled change to iCloud key-value storage, which tells his iPad at once.",
      claims: [.asked, .approved, .handled]),
    OldNarration(
      scenario: "parent-never-answers", scriptStep: 0,
      narration: "Ethan, 14, opens Landmarks in Texas and asks his mother Laura to approve the "
        + "update. The question carries an expiration date 7 days out (2026-09-21).",
      claims: [.asked]),
    OldNarration(
      scenario: "birthday-before-anniversary", scriptStep: 0,
      narration: "Liam, 12, opens Landmarks, which asks for gates 13 and 16. He shares when "
        + "asked (his declared answer): \"12 or under\". Group chat, for 13 and over, stays off.",
      claims: [.shared]),
    OldNarration(
      scenario: "birthday-before-anniversary", scriptStep: 6,
      narration: "The cache has expired, so the system asks again. Liam shares \"13–15\", and "
        + "group chat turns on.",
      claims: [.featureOn]),
    OldNarration(
      scenario: "communication-ask", scriptStep: 0,
      narration: "Zoe, 12, opens Landmarks and shares her range: \"12 or under\". The answer "
        + "also tells the app that communication limits are on.",
      claims: [.shared]),
    OldNarration(
      scenario: "update-asks-again", scriptStep: 0,
      narration: "Leo, 15, opens Landmarks 2.0 in Texas and asks his mother Ines to approve "
        + "video calling.",
      claims: [.asked]),
  ]

  /// Expects `scenario`'s unfounded claims (what `agetui check` warns about) to be exactly
  /// `old`'s, all in the narration of its script step under `script`, where the file writes it.
  static func expectCaught(
    _ old: OldNarration, in scenario: Scenario, under script: String,
    narrationAt place: (line: Int, column: Int), sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = scenario.unfoundedClaims
    #expect(
      Set(found.map(\.step)) == ["\(script)[\(old.scriptStep + 1)]"],
      sourceLocation: sourceLocation)
    #expect(Set(found.map(\.field)) == [.narration], sourceLocation: sourceLocation)
    #expect(Set(found.map(\.claim)) == old.claims, sourceLocation: sourceLocation)
    #expect(
      Set(found.map { "\($0.line):\($0.column)" }) == ["\(place.line):\(place.column)"],
      sourceLocation: sourceLocation)
  }

  @Test(arguments: oldNarration)
  func narrationThatRunsAheadOfTheScreenIsCaught(_ old: OldNarration) throws {
    var scenario = try #require(ScenarioLibrary.named(old.scenario))
    scenario.script[old.scriptStep].narration = old.narration
    scenario.script[old.scriptStep].caption = "-"
    let step = scenario.script[old.scriptStep]
    Self.expectCaught(
      old, in: scenario, under: "script", narrationAt: (step.narrationLine, step.narrationColumn))
  }

  /// Google Play narration that said what the screen did not (issue 41): the phone showed
  /// RUNNING while "she must verify", and Family Link's button was named as no screen names it.
  static let oldPlayNarration: [OldNarration] = [
    OldNarration(
      scenario: "play-verification-required", scriptStep: 0,
      narration: "Ana opens Landmarks. Photo sharing, for 16 and over, stays off; she must "
        + "verify in the Play Store.",
      claims: [.blocked]),
    OldNarration(
      scenario: "play-change-declined", scriptStep: 2,
      narration: "Carlos taps Deny in Family Link.", claims: [.tapped]),
    OldNarration(
      scenario: "play-change-declined", scriptStep: 0,
      narration: "Play asks Carlos in Family Link, and he taps Decline.",
      claims: [.tapped]),
  ]

  @Test(arguments: oldPlayNarration)
  func playNarrationThatDisagreesWithTheScreenIsCaught(_ old: OldNarration) throws {
    var scenario = try #require(ScenarioLibrary.named(old.scenario))
    var script = try #require(scenario.play)
    script.steps[old.scriptStep].narration = old.narration
    script.steps[old.scriptStep].caption = "-"
    scenario.play = script
    let step = script.steps[old.scriptStep]
    Self.expectCaught(
      old, in: scenario, under: "google-play.script",
      narrationAt: (step.narrationLine, step.narrationColumn))
  }

  /// Amazon narration that would run ahead of its screen: each is caught at its step.
  static let oldAmazonNarration: [OldNarration] = [
    OldNarration(
      scenario: "amazon-revocation-report", scriptStep: 0,
      narration: "Sofia opens Landmarks, and Amazon has blocked it.", claims: [.blocked]),
    OldNarration(
      scenario: "amazon-change-withheld-then-given", scriptStep: 0,
      narration: "The developer reports a change, and Carlos approves it.",
      claims: [.approved]),
  ]

  @Test(arguments: oldAmazonNarration)
  func amazonNarrationThatDisagreesWithTheScreenIsCaught(_ old: OldNarration) throws {
    var scenario = try #require(ScenarioLibrary.named(old.scenario))
    var script = try #require(scenario.amazon)
    script.steps[old.scriptStep].narration = old.narration
    script.steps[old.scriptStep].caption = "-"
    scenario.amazon = script
    let step = script.steps[old.scriptStep]
    Self.expectCaught(
      old, in: scenario, under: "amazon-appstore.script",
      narrationAt: (step.narrationLine, step.narrationColumn))
  }

  /// What ``NarrationClaim/matches(in:person:parent:)`` finds in a sentence.
  struct Sentence: Sendable, CustomTestStringConvertible {
    var text: String
    var claims: [NarrationClaim]

    var testDescription: String { text }
  }

  static let sentences: [Sentence] = [
    Sentence(
      text: "She asks and her father David approves the update, so the app runs.",
      claims: [.asked, .approved, .running]),
    Sentence(text: "Carlos taps “Approve”.", claims: [.approved, .tapped]),
    Sentence(text: "Emma taps Ask Again.", claims: [.tapped]),
    Sentence(text: "Carlos denies the request.", claims: [.declined]),
    Sentence(text: "She must verify in the Play Store.", claims: [.blocked]),
    Sentence(text: "Play answers SUPERVISED_APPROVAL_DENIED.", claims: []),
    Sentence(text: "Ava taps “Approve in Person”.", claims: []),
    Sentence(text: "Laura finally tries to approve the old request.", claims: []),
    Sentence(text: "Ruby taps Don’t Share.", claims: [.declined]),
    Sentence(text: "Nothing is sent.", claims: []),
    Sentence(text: "Landmarks learns “13–15”, never her birthdate.", claims: [.shared]),
    Sentence(text: "In the next two steps Ethan asks his mother Laura.", claims: []),
    Sentence(text: "Ethan asks Laura; it blocks until she approves.", claims: [.asked, .blocked]),
    Sentence(
      text: "Under Never Share the system declines at once, with no prompt and no notification.",
      claims: [.declined]),
    Sentence(
      text: "With the sandbox account set to \"13–15, significant change approved\", Ben opens it.",
      claims: []),
    Sentence(text: "Hannah taps Share Age Range Again.", claims: []),
    Sentence(text: "The system asks Nina; she waits.", claims: [.promptShown, .waiting]),
  ]

  @Test(arguments: sentences)
  func phrasesHedgesAndNamesDecideWhatASentenceClaims(_ sentence: Sentence) {
    let found = NarrationClaim.matches(in: sentence.text, person: "Nina", parent: "Laura")
    expectNoDifference(found.map(\.claim), sentence.claims)
  }
}
