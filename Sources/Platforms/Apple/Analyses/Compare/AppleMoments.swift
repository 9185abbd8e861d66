import Analyses
import Apple
import AppleScenarios
import FlowEngine
import Scenarios

/// Apple's column of `compare --by platform`: the age range and how it was shared; AskCenter,
/// Messages and the answer; RESCIND_CONSENT. Each kind of trace entry that matters at a moment
/// becomes one phrase, in trace order, each phrase once.
public struct AppleMoments: StoreMoments {
  /// Apple's column.
  public init() {}

  /// Apple.
  public var platform: ScenarioPlatform { .apple }

  /// `apple`.
  public var jsonKey: String { "apple" }

  /// Plays the scenario's script when it names Apple, and phrases each moment it reaches.
  public func phrases(of scenario: Scenario) -> [StoreMoment: [String]]? {
    guard scenario.platforms.contains(.apple) else { return nil }
    let run = AppleScenarioRunner.run(scenario)
    let moments = PlatformComparison.moments(
      run.steps.map(\.scriptStep), script: scenario.script.map(\.moment))
    var phrases: [StoreMoment: [String]] = [:]
    for moment in StoreMoment.allCases {
      let steps = zip(run.steps, moments).filter { $0.1 == moment }.map(\.0)
      guard !steps.isEmpty else { continue }
      phrases[moment] = Self.phrases(steps, moment: moment)
    }
    return phrases
  }

  /// The phrases of `steps`, all tagged `moment`.
  static func phrases(_ steps: [AppleWalkthroughStep], moment: StoreMoment) -> [String] {
    var phrases: [String] = []
    for step in steps {
      for entry in step.entries {
        guard let phrase = phrase(entry, moment: moment, world: step.world.world) else {
          continue
        }
        phrases += phrase.filter { !phrases.contains($0) }
      }
    }
    return phrases
  }

  private static func phrase(_ entry: AppleTraceEntry, moment: StoreMoment, world: AppleWorld)
    -> [String]?
  {
    let detail = entry.detail
    switch moment {
    case .age:
      guard case .ageRangeAnswer(let result, _, let promptShown, _)? = detail else { return nil }
      if case .response(.sharing(let shared)) = result {
        let automatic = world.regionRule.regulation(on: entry.date)?.sharesAutomatically == true
        let how =
          promptShown
          ? "the person shares at the prompt"
          : automatic ? "shared automatically in \(world.region.name)" : "shared without a prompt"
        return [how, "\(shared.range), \(shared.declaration?.rawValue ?? "no declaration")"]
      }
      if case .error(let error) = result { return ["error: \(error.message)"] }
      return ["declinedSharing"]
    case .significantChange:
      if Self.asksThroughAskCenter(entry) { return ["the app asks (AskCenter)"] }
      if case .questionSent? = detail { return ["the child sends the question in Messages"] }
      if case .parentAnswer(_, _, let answer)? = detail, entry.to == .app {
        return ["the app hears back (\(answer.rawValue))"]
      }
      if case .questionExpired? = detail { return ["the question expires unanswered"] }
      return nil
    case .revocation:
      guard case .rescindConsentNotification? = detail else { return nil }
      return ["RESCIND_CONSENT to the developer's server"]
    }
  }

  /// Whether an entry is the app asking through AskCenter: `AskCenter.ask` (26.2 on, or the
  /// newest call the OS has) or 27.0's `askSignificantChangePermission`, whichever the world uses.
  static func asksThroughAskCenter(_ entry: AppleTraceEntry) -> Bool {
    if case .askRequest(let api, _)? = entry.detail {
      return api == .automatic || api == .askCenter
    }
    // The same detail also records a change of the setting; only the call is a request.
    if case .permissionFlow? = entry.detail { return entry.kind == .request }
    return false
  }
}
