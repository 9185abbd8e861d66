import Analyses
import FlowEngine
import Scenarios
import Stores

@testable import AppleAnalyses

/// Small sweeps with outcomes that can be stated by hand.
public enum ExploreFixtures {
  /// The default scenario's app: Landmarks 2.0 (video calling since 2.0, first installed
  /// 1.0), gates 13 and 16, photo sharing at 16, questions expiring after 7 days.
  public static func app() throws -> AppConfig {
    try ScenarioLibrary.defaultScenario.world.app
  }

  /// US and Texas × Ask First × 14 and 42, in Family Sharing, unverified, signed in, 26.5,
  /// every prompt and parent answer: 24 cases.
  public static func usAndTexas() throws -> AppleExploreSpace {
    AppleExploreSpace(
      app: try app(), regionCodes: ["US", "US-TX"], sharingModes: [.askFirst], ages: [14, 42],
      families: [true], verifications: [.none], signedIn: [true], osVersions: [.v26dot5])
  }

  /// The seven outcomes of `usAndTexas()`, in order of first appearance.
  public static let usAndTexasOutcomes = [
    AppleExploreOutcome(
      step: "running (feature off)", isBlocked: false, featureEnabled: false,
      branch: .notRequired, learned: "13–15", declaration: .guardianDeclared, controls: [],
      parent: .notAsked, promptShown: true),
    AppleExploreOutcome(
      step: "running (feature off)", isBlocked: false, featureEnabled: false,
      branch: .notRequired, learned: "declinedSharing", declaration: nil, controls: [],
      parent: .notAsked, promptShown: true),
    AppleExploreOutcome(
      step: "running (feature on)", isBlocked: false, featureEnabled: true,
      branch: .notRequired, learned: "16 or over", declaration: .selfDeclared, controls: [],
      parent: .notAsked, promptShown: true),
    AppleExploreOutcome(
      step: "running (feature off)", isBlocked: false, featureEnabled: false, branch: .minor,
      learned: "13–15", declaration: .guardianDeclared, controls: [], parent: .approved,
      promptShown: false),
    AppleExploreOutcome(
      step: "blocked (parent-declined)", isBlocked: true, featureEnabled: nil, branch: .minor,
      learned: "13–15", declaration: .guardianDeclared, controls: [], parent: .declined,
      promptShown: false),
    AppleExploreOutcome(
      step: "blocked (question-expired)", isBlocked: true, featureEnabled: nil, branch: .minor,
      learned: "13–15", declaration: .guardianDeclared, controls: [], parent: .expired,
      promptShown: false),
    AppleExploreOutcome(
      step: "blocked (unverified-adult)", isBlocked: true, featureEnabled: nil,
      branch: .unverifiedAdult, learned: "18 or over", declaration: .selfDeclared, controls: [],
      parent: .notAsked, promptShown: false),
  ]

  /// Each case's outcome number in `usAndTexas()`: the US teen shares or declines, the US adult
  /// shares or declines, the Texas teen's parent approves, declines or never answers, and the
  /// Texas adult is blocked whatever anyone answers.
  public static let usAndTexasCaseOutcomes: [Int32] = [
    0, 0, 0, 1, 1, 1,
    2, 2, 2, 1, 1, 1,
    3, 4, 5, 3, 4, 5,
    6, 6, 6, 6, 6, 6,
  ]
}
