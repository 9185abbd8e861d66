import FlowEngine

/// Amazon's rule for one region: a state law it answers, or none (amazon.md §8).
public enum AmazonRegionRule: Hashable, Sendable {
  /// No law Amazon answers: `SUCCESS` with the empty status.
  case noLaw
  /// A state law.
  case law(AmazonLaw)

  /// The day Amazon first returned live responses anywhere (amazon.md §8 [V RN]: "live
  /// responses only from January 1, 2026"); before it, FEATURE_NOT_SUPPORTED everywhere.
  public static let liveResponsesStart =
    SimDate(year: 2026, month: 1, day: 1) ?? SimDate(daysSinceEpoch: 0)

  /// Amazon's rules, by the switches: Texas, Utah and Louisiana as Amazon's page gives them,
  /// Alabama only when switched on.
  public static func builtIn(_ assumptions: AmazonAssumptions) -> RegionRules<AmazonRegionRule> {
    let texasLive: SimDate? =
      switch assumptions.texas {
      case .liveFromStay: AmazonTexasReading.stayDate
      case .paused: nil
      }
    var rows: [RegionRules<AmazonRegionRule>.Row] = [
      .init(
        code: "US-TX",
        rule: .law(
          AmazonLaw(
            name: "Texas SB 2420", inForceFrom: liveResponsesStart, liveFrom: texasLive,
            source: "Amazon: paused from 2026-01-01, live after the stay; the stay's day [I]",
            confidence: .assumption))),
      .init(code: "US-UT", rule: .law(law("Utah", "2027-05-06"))),
      .init(code: "US-LA", rule: .law(law("Louisiana", "2027-07-01"))),
    ]
    if assumptions.alabama {
      var alabama = law("Alabama", "2027-01-01")
      alabama.source = "not on Amazon's page: the statute's date [I]"
      alabama.confidence = .assumption
      rows.append(.init(code: "US-AL", rule: .law(alabama)))
    }
    return RegionRules(rows, otherwise: .noLaw)
  }

  private static func law(_ state: String, _ day: String) -> AmazonLaw {
    let date = SimDate(iso: day) ?? liveResponsesStart
    return AmazonLaw(
      name: state, inForceFrom: date, liveFrom: date,
      source: "Amazon: \"amended and delayed until\" \(day)", confidence: .verified)
  }

  /// What the rule means on `today`.
  public func phase(on today: SimDate) -> AmazonLawPhase {
    guard today >= Self.liveResponsesStart else { return .beforeLiveResponses }
    switch self {
    case .noLaw:
      return .notApplicable
    case .law(let law):
      if today < law.inForceFrom { return .notApplicable }
      guard let live = law.liveFrom, today >= live else {
        return .paused(law.name, until: law.liveFrom)
      }
      return .live(law.name)
    }
  }
}
