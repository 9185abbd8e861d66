import Apple
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

@testable import Analyses
@testable import AppleAnalyses

/// A finding of the exploration: Never Share chosen while an Ask First prompt was still up let
/// a later tap on Share disclose the range, breaking `never-share-never-discloses`. The system
/// now declines whatever is tapped once Never Share is in force.
@Suite("Never Share chosen while a prompt is up")
struct NeverShareWhilePromptingTests {
  /// Alex, 9, in the US with Sam as parent; Always Share at first.
  private static func initial() throws -> AppleSimulation {
    let app = try ScenarioLibrary.defaultScenario.world.app
    let setting = AppleExploreSetting(
      regionCode: "US", sharingMode: .alwaysShare, age: 9, isInFamily: true,
      verification: .none, isSignedIn: true, os: .v26dot5)
    return AppleSimulation(world: setting.world(in: AppleExploreSpace(app: app)))
  }

  @Test("ask-first, launch, never-share, share: the app learns declinedSharing")
  func declinesAfterNeverShare() throws {
    var simulation = try Self.initial()
    let actions: [AppleAction] = [
      .setSharingMode(.askFirst), .launchApp(.childPhone), .setSharingMode(.neverShare),
      .answerAgeRangePrompt(.childPhone, .share),
    ]
    var violations: [InvariantViolation] = []
    var last: AppleActionOutcome?
    for action in actions {
      let step = simulation.applying(action)
      violations += Invariant.check(before: simulation, action: action, after: step)
      simulation = step.simulation
      last = step
    }
    expectNoDifference(violations, [])
    expectNoDifference(simulation.learnedText, "declinedSharing")
    expectNoDifference(
      simulation.step(on: .childPhone), .running(featureEnabled: false, after: .notRequired))
    expectNoDifference(simulation.cache.entries, [])
    let response = try #require(last?.entries.first { $0.to == .app && $0.kind == .response })
    expectNoDifference(response.summary, ".declinedSharing")
    expectNoDifference(
      response.detail?.why,
      "Never Share: the parent chose Never Share while the prompt was showing, so the "
        + "system declined whatever was tapped.")
  }

  @Test("the reproduction search finds nothing shorter than the sweep's own path")
  func noShorterBreach() throws {
    let app = try ScenarioLibrary.defaultScenario.world.app
    let setting = AppleExploreSetting(
      regionCode: "US", sharingMode: .alwaysShare, age: 9, isInFamily: true,
      verification: .none, isSignedIn: true, os: .v26dot5)
    let explorer = AppleExplorer(space: AppleExploreSpace(app: app))
    let failure = AppleExploreFailure(
      violation: InvariantViolation(rule: .neverShareNeverDiscloses, detail: "stated"),
      setting: setting,
      path: [
        .setSharingMode(.askFirst), .launchApp(.childPhone), .setSharingMode(.neverShare),
        .answerAgeRangePrompt(.childPhone, .share),
      ], caseIndices: [0])
    let reproduction = explorer.shortestReproduction(of: failure)
    // With the fix no sequence of three actions or fewer breaks the rule, so the search
    // returns the stated path, proven shortest.
    expectNoDifference(reproduction.actions, failure.path)
    #expect(reproduction.isShortest)
    expectNoDifference(reproduction.violation, failure.violation)
  }
}
