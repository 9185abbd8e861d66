import CustomDump
import FlowEngine
import GooglePlayScenarios
import Testing

@testable import GooglePlay
@testable import TestSupport

/// The privacy and safety rules on Play over every sequence of actions up to a depth, from
/// several worlds, not chosen moments; and the checker itself catching worlds that break them.
@Suite("Google Play platform: invariants")
struct PlayInvariantsTests {
  /// What anyone can do, including what must be refused (the child answering for the parent).
  static let alphabet: [PlayAction] = [
    .launch(.childPhone), .close(.childPhone), .checkAgain(.childPhone),
    .answerSharingPrompt(.childPhone, share: true),
    .answerSharingPrompt(.childPhone, share: false),
    .parentAnswers(from: .parentPhone, approve: true),
    .parentAnswers(from: .parentPhone, approve: false),
    .parentAnswers(from: .childPhone, approve: true), .revoke(from: .parentPhone),
    .advanceClock(days: 5), .set(.sharingMode(.neverShare)), .set(.verification(.tierC)),
    .set(.supervised(true)), .set(.region("US")), .setAgeRanges(minimumAges: [13, 17]),
  ]

  /// Worlds with a change taking effect in 5 days: the Texas teen; a supervised teen elsewhere
  /// on Never share; an unsupervised teen asked before sharing; Brazil on 0.0.3; an unverified
  /// adult in Texas.
  static let starts: [(name: String, world: PlayWorld)] = [
    ("Texas teen", PlayFixtures.world()),
    ("US, never share", PlayFixtures.world(region: "US", mode: .neverShare)),
    ("US, ask first, unsupervised", PlayFixtures.world(region: "US", supervised: false)),
    ("Brazil, 0.0.3", PlayFixtures.world(region: "BR", sdk: .v003)),
    ("Texas adult", PlayFixtures.world(supervised: false, birthdate: "1990-01-01")),
  ].map { name, world in
    var world = world
    GooglePlayPlatform.apply(
      .declareChange(
        id: "video-calling", description: "Video calling.", effective: world.today.adding(days: 5)),
      in: &world)
    return (name, world)
  }

  static let depth = 4

  /// Every sequence of `depth` actions from each start: no rule breaks after any step.
  @Test(arguments: starts.map(\.name))
  func noSequenceBreaksARule(start: String) {
    guard let world = Self.starts.first(where: { $0.name == start })?.world else {
      Issue.record("no start \(start)")
      return
    }
    var violations: [String] = []
    var steps = 0
    var outcomes = Set<FlowStep>()
    func walk(_ world: PlayWorld, path: [PlayAction]) {
      guard path.count < Self.depth else { return }
      for action in Self.alphabet {
        var after = world
        GooglePlayPlatform.apply(action, in: &after)
        steps += 1
        for step in after.flows.values { outcomes.insert(step.step) }
        for violation in PlayInvariants.check(before: world, action: action, after: after) {
          violations.append("\(path + [action]): \(violation)")
        }
        walk(after, path: path + [action])
      }
    }
    walk(world, path: [])
    expectNoDifference(violations, [])
    // 15 + 15² + 15³ + 15⁴ steps, and the sweep reached more than the start.
    expectNoDifference(steps, 15 + 225 + 3375 + 50625)
    #expect(outcomes.count > 2)
  }

  /// The sweep reaches the ends the rules are about: approved, declined, revoked and running.
  @Test func theTexasSweepReachesEveryEnd() {
    var ends = Set<FlowStep>()
    func walk(_ world: PlayWorld, depth: Int) {
      guard depth > 0 else { return }
      for action in Self.alphabet {
        var after = world
        GooglePlayPlatform.apply(action, in: &after)
        if let step = after.flows[.childPhone]?.step { ends.insert(step) }
        walk(after, depth: depth - 1)
      }
    }
    walk(Self.starts[0].world, depth: Self.depth)
    #expect(
      ends.isSuperset(of: [
        .blocked(.parentDeclined(.minor(AgeRange(lowerBound: 13, upperBound: 15)))),
        .blocked(.consentRevoked), .running(featureEnabled: false, after: .minor),
        .waitingForParent(.minor(AgeRange(lowerBound: 13, upperBound: 15)), approvalID: 1),
      ]))
  }

  /// A broken world for each rule, and the violation the checker reports.
  static let broken: [(name: String, violation: InvariantViolation)] = [
    (
      "exact age",
      InvariantViolation(rule: .appNeverLearnsExactAge, detail: "the app learned the exact age 14")
    ),
    (
      "birthdate",
      InvariantViolation(
        rule: .appNeverLearnsExactAge, detail: "trace entry #2 to the app contains the birthdate")
    ),
    (
      "never share",
      InvariantViolation(
        rule: .neverShareNeverDiscloses, detail: "Never share in US disclosed 13–15")
    ),
    (
      "not the parent",
      InvariantViolation(
        rule: .onlyParentAnswers,
        detail: "change video-calling became APPROVED without the parent's answer")
    ),
    (
      "decline unblocks",
      InvariantViolation(
        rule: .declinedOrExpiredNeverUnblocks,
        detail: "the parent's decline unblocked the app on child-android")
    ),
  ]

  /// The app learning a range on the child's phone.
  static func learned(_ lower: Int, _ upper: Int, on day: SimDate) -> LedgerEntry<PlayLearnedFact> {
    let signals = AgeSignalsResult(ageLower: lower, ageUpper: upper, ageRangeSource: .tierB)
    return LedgerEntry(sequence: 1, date: day, device: .childPhone, fact: .signals(signals))
  }

  @Test(arguments: broken)
  func theCheckerCatches(name: String, violation: InvariantViolation) {
    let before = Self.starts[0].world
    var after = before
    var action = PlayAction.advanceClock(days: 1)
    switch name {
    case "exact age":
      after.ledger.append(Self.learned(14, 14, on: after.today))
    case "birthdate":
      after.note(
        .play, .app, .response, "born \(after.child.birthdate)", device: .childPhone, detail: nil)
    case "never share":
      after.child.region = "US"
      after.child.sharingMode = .neverShare
      var start = after
      start.ledger = before.ledger
      after.ledger.append(Self.learned(13, 15, on: after.today))
      expectNoDifference(
        PlayInvariants.check(before: start, action: action, after: after), [violation])
      return
    case "not the parent":
      after.statuses["video-calling"] = .approved
      action = .parentAnswers(from: .childPhone, approve: true)
    default:
      var waiting = before
      waiting.flows[.childPhone]?.step = .waitingForParent(
        .minor(AgeRange(lowerBound: 13, upperBound: 15)), approvalID: 1)
      after = waiting
      after.flows[.childPhone]?.step = .running(featureEnabled: false, after: .minor)
      expectNoDifference(
        PlayInvariants.check(
          before: waiting, action: .parentAnswers(from: .parentPhone, approve: false),
          after: after), [violation])
      return
    }
    expectNoDifference(
      PlayInvariants.check(before: before, action: action, after: after), [violation])
  }
}
