import AmazonAppstore
import AmazonAppstoreScenarios
import Analyses
import Scenarios

/// Amazon Appstore's column of `compare --by platform`: the `GetUserAgeData` rows the app
/// read; the Developer Console's report, Amazon's renewed request and the statuses read; the
/// revocation report. Each phrase is read off the run's trace, in trace order, each once.
public struct AmazonMoments: StoreMoments {
  /// Amazon's column.
  public init() {}

  /// Amazon Appstore.
  public var platform: ScenarioPlatform { .amazonAppstore }

  /// `amazonAppstore`.
  public var jsonKey: String { "amazonAppstore" }

  /// Plays the scenario's Amazon script when it names the store, and phrases each moment it
  /// reaches.
  public func phrases(of scenario: Scenario) -> [StoreMoment: [String]]? {
    guard scenario.platforms.contains(.amazonAppstore),
      let run = AmazonScenarioRunner.run(scenario)
    else { return nil }
    let moments = PlatformComparison.moments(
      run.steps.map(\.scriptStep), script: scenario.amazon?.steps.map(\.moment) ?? [])
    var phrases: [StoreMoment: [String]] = [:]
    for moment in StoreMoment.allCases {
      let steps = zip(run.steps, moments).filter { $0.1 == moment }.map(\.0)
      guard !steps.isEmpty else { continue }
      var said: [String] = []
      for entry in steps.flatMap(\.entries) {
        for phrase in Self.phrases(entry, moment: moment) where !said.contains(phrase) {
          said.append(phrase)
        }
      }
      phrases[moment] = said
    }
    return phrases
  }

  /// What one trace entry says at `moment`.
  static func phrases(_ entry: AmazonTraceEntry, moment: StoreMoment) -> [String] {
    switch entry.detail {
    case .ageData(let row, _)?:
      let status = row.userStatus?.rawValue ?? "null"
      switch moment {
      case .age: return ["query → " + row.summaryPhrase]
      case .significantChange: return ["the app queries again and reads \(status)"]
      case .revocation: return ["the app queries and reads \(status)"]
      }
    case .changeReported?:
      return moment == .significantChange
        ? ["the developer reports it in the Developer Console (no date)"] : []
    case .consentRequest?:
      return moment == .significantChange
        ? ["Amazon asks the parent again [I: how is not documented]"] : []
    case .parentAnswer(_, let granted)?:
      guard moment == .significantChange else { return [] }
      return [granted ? "the parent consents" : "the parent withholds consent (reads as pending)"]
    case .revoked?:
      return moment == .revocation
        ? [
          "the user_id appears in the next day's Parental Consent Revocation Report (REVOKED, "
            + "no date column, \(AmazonRevocationReport.retentionDays) days)"
        ] : []
    case .flowStep?, .regulation?, .handled?, .clock?, .setting?, .refused?, nil:
      return []
    }
  }
}

extension AmazonUserAgeData {
  /// `SUCCESS, SUPERVISED, 13–15`: the status, the user status and the band, for a phrase.
  var summaryPhrase: String {
    let status = userStatus.map { $0.rawValue.isEmpty ? "\"\"" : $0.rawValue } ?? "null"
    let band =
      switch (ageLower, ageUpper) {
      case (let lower?, let upper?): ", \(lower)–\(upper)"
      case (let lower?, nil): ", \(lower)+"
      case (nil, _): ""
      }
    return "\(responseStatus.rawValue), \(status)\(band)"
  }
}
