import Analyses
import GooglePlay
import GooglePlayScenarios
import Scenarios

/// Google Play's column of `compare --by platform`: the Age Signals calls and answer; Play
/// Console's declaration, Family Link's request and the statuses the app read; the revocation
/// list. Each kind of trace entry that matters at a moment becomes one phrase, in trace order,
/// each phrase once.
public struct PlayMoments: StoreMoments {
  /// Google Play's column.
  public init() {}

  /// Google Play.
  public var platform: ScenarioPlatform { .googlePlay }

  /// `googlePlay`.
  public var jsonKey: String { "googlePlay" }

  /// Plays the scenario's Google Play script when it names the store, and phrases each moment
  /// it reaches.
  public func phrases(of scenario: Scenario) -> [StoreMoment: [String]]? {
    guard scenario.platforms.contains(.googlePlay), let run = PlayScenarioRunner.run(scenario)
    else { return nil }
    let moments = PlatformComparison.moments(
      run.steps.map(\.scriptStep), script: scenario.play?.steps.map(\.moment) ?? [])
    var phrases: [StoreMoment: [String]] = [:]
    for moment in StoreMoment.allCases {
      let steps = zip(run.steps, moments).filter { $0.1 == moment }.map(\.0)
      guard !steps.isEmpty else { continue }
      phrases[moment] = Self.phrases(steps, moment: moment, run: run.steps)
    }
    return phrases
  }

  /// The phrases of `steps`, all tagged `moment`, of the whole run `run`.
  static func phrases(_ steps: [PlayRunStep], moment: StoreMoment, run: [PlayRunStep])
    -> [String]
  {
    var phrases: [String] = []
    for step in steps {
      for entry in step.entries {
        guard let phrase = phrase(entry, moment: moment) else { continue }
        phrases += phrase.filter { !phrases.contains($0) }
      }
    }
    if moment == .significantChange, let last = steps.last {
      // The statuses the app read up to the moment's end, on any step: on Play the app reads
      // the parent's answer by calling again.
      var read: [String] = []
      for step in run where step.number <= last.number {
        for entry in step.entries where entry.to == .app {
          guard case .signals(let result, _, _)? = entry.detail,
            let status = result.significantChangeStatus?.rawValue, read.last != status
          else { continue }
          read.append(status)
        }
      }
      if !read.isEmpty {
        phrases.append("the app calls again and reads " + read.joined(separator: " → "))
      }
    }
    return phrases
  }

  private static func phrase(_ entry: PlayTraceEntry, moment: StoreMoment) -> [String]? {
    let detail = entry.detail
    switch moment {
    case .age:
      if case .access(let status, _, _)? = detail {
        return ["\(AgeSignalsCall.requestAgeSignalsAccess.rawValue) → \(status.rawValue)"]
      }
      if case .failure(let call, let error, _)? = detail {
        return ["\(call.rawValue) threw \(error.rawValue)"]
      }
      guard case .signals(let result, _, _)? = detail else { return nil }
      return [result.rangeAndSource]
    case .significantChange:
      if case .changeDeclared(let change)? = detail {
        return [
          "the developer declares it in Play Console with an effective date "
            + "(\(change.effectiveDate))"
        ]
      }
      guard case .familyLinkRequest? = detail else { return nil }
      return ["Play asks the parent in Family Link"]
    case .revocation:
      guard case .revoked(let revocations)? = detail, !revocations.isEmpty else { return nil }
      return [
        "the install ID appears in Play Console's CSV (kept \(PlayRevocation.retentionDays) days)"
      ]
    }
  }
}
