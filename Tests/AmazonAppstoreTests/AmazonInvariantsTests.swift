import AmazonAppstore
import CustomDump
import FlowEngine
import Testing

/// Amazon's rules: each holds over a whole story, and each fires on a world that breaks it.
@Suite("Amazon platform: invariants")
struct AmazonInvariantsTests {
  /// The Texas teen's whole story, every action checked: no violation.
  @Test func theTexasTeensStoryKeepsEveryRule() {
    var world = AmazonFixtures.world()
    var violations: [InvariantViolation] = []
    for action: AmazonAction in [
      .launch(.childPhone), .close(.childPhone),
      .reportChange(id: "video-calling", description: "Video calling."), .launch(.childPhone),
      .parentWithholds(from: .parentPhone), .queryAgain(.childPhone), .advanceClock(days: 1),
      .parentConsents(from: .parentPhone), .queryAgain(.childPhone),
      .parentRevokes(from: .parentPhone), .advanceClock(days: 1), .launch(.childPhone),
      .advanceClock(days: 95),
    ] {
      let played = world.playing(action, checking: true)
      violations += played.violations
      world = played.world
    }
    expectNoDifference(violations, [])
    expectNoDifference(world.revocationReport.rows, [])
  }

  @Test func aSupervisedRowWithoutConsentBreaksTheRule() {
    let before = AmazonFixtures.world(consentedOn: nil)
    var after = before
    after.learn(
      .ageData(AmazonTestOption.supervised13To15.answer), on: .childPhone)
    expectNoDifference(
      AmazonInvariants.check(before: before, action: .queryAgain(.childPhone), after: after),
      [
        InvariantViolation(
          rule: .onlyParentAnswers,
          detail: "the app read SUPERVISED on child-fire-tablet while the parent's consent to "
            + "the current version is none")
      ])
  }

  @Test func theBirthdateToTheAppBreaksTheRule() {
    let before = AmazonFixtures.world()
    var after = before
    after.note(.appstore, .app, .response, "born 2012-03-10", device: .childPhone, detail: nil)
    expectNoDifference(
      AmazonInvariants.check(before: before, action: .queryAgain(.childPhone), after: after),
      [
        InvariantViolation(
          rule: .appNeverLearnsExactAge, detail: "trace entry #1 to the app contains the birthdate")
      ])
  }

  @Test func anAppRunningAfterARevocationBreaksTheRule() {
    var before = AmazonFixtures.world()
    AmazonPlatform.apply(.launch(.childPhone), in: &before)
    var after = before
    after.isRevoked = true
    expectNoDifference(
      AmazonInvariants.check(before: before, action: .queryAgain(.childPhone), after: after),
      [
        InvariantViolation(
          rule: .declinedOrExpiredNeverUnblocks,
          detail: "the app runs on child-fire-tablet after the parent revoked consent")
      ])
  }
}
