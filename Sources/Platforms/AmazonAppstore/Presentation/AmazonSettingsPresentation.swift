import AmazonAppstore
import FlowEngine

/// Amazon's Settings rows, the simulator's controls over Amazon's world: the simulated date
/// (+1 day, +7 days), the region and where Amazon's law stands there today, whether a parent
/// supervises the profile, whether an adult's age is verified, and a `responseStatus` every
/// call returns. Each row's button moves to the next value.
public struct AmazonSettingsPresentation: Hashable, Sendable {
  /// The rows, in order.
  public var rows: [AmazonSettingsRow]

  /// Settings for `world`.
  public init(_ world: AmazonWorld) {
    let child = world.child
    let region = Self.next(after: child.region, in: Self.regionChoices(world))
    let faults: [AmazonResponseStatus?] = [nil] + AmazonResponseStatus.faults
    let fault = Self.next(after: world.fault, in: faults)
    func control(_ text: String, _ action: AmazonAction) -> AmazonChoice {
      AmazonChoice(AmazonWording.simulator(text), action)
    }
    rows = [
      AmazonSettingsRow(
        "Today", world.today.description, choice: control("+1 day", .advanceClock(days: 1))),
      AmazonSettingsRow(
        "Today", world.today.description, choice: control("+7 days", .advanceClock(days: 7))),
      AmazonSettingsRow(
        "Region", child.region.rawValue, choice: control(region.rawValue, .set(.region(region)))),
      AmazonSettingsRow(
        "Law here", Self.regionText(world.regionRules.rule(for: child.region), on: world.today)),
      AmazonSettingsRow(
        "Supervised", child.isSupervised ? "yes" : "no",
        choice: control(
          child.isSupervised ? "stop supervising" : "supervise",
          .set(.supervised(!child.isSupervised)))),
      AmazonSettingsRow(
        "Verified adult", child.isVerified ? "yes" : "no",
        choice: control(
          child.isVerified ? "unverify" : "verify", .set(.verified(!child.isVerified)))),
      AmazonSettingsRow(
        "Fault", world.fault?.rawValue ?? "none",
        choice: control(fault?.rawValue ?? "none", .set(.fault(fault)))),
    ]
  }

  /// The regions the Region row and the picker go through: each region Amazon's rules name,
  /// then one without a law.
  public static func regionChoices(_ world: AmazonWorld) -> [RegionCode] {
    let ruled = world.regionRules.rows.map(\.code)
    return ruled.contains(exampleWithoutLaw) ? ruled : ruled + [exampleWithoutLaw]
  }

  /// A region where no law Amazon answers applies.
  public static let exampleWithoutLaw: RegionCode = "US-CA"

  /// Where the law stands, in a few words.
  static func phaseText(_ phase: AmazonLawPhase) -> String {
    switch phase {
    case .live(let name): "\(name), live"
    case .paused(let name, let until):
      "\(name), paused" + (until.map { " until \($0)" } ?? "")
    case .beforeLiveResponses: "none live before \(AmazonRegionRule.liveResponsesStart)"
    case .notApplicable: "none"
    }
  }

  /// Where the law stands in a region under `rule` on `today`, as the Law here row and the
  /// region picker say it: as ``phaseText(_:)`` says, and a law not yet in force named with the
  /// day it binds from.
  public static func regionText(_ rule: AmazonRegionRule, on today: SimDate) -> String {
    let phase = rule.phase(on: today)
    guard phase == .notApplicable, case .law(let law) = rule, today < law.inForceFrom else {
      return phaseText(phase)
    }
    return "none until \(law.inForceFrom) (\(law.name))"
  }

  /// The value after `value` in `values`, wrapping; the first when `value` is not among them.
  public static func next<Value: Equatable>(after value: Value, in values: [Value]) -> Value {
    guard let index = values.firstIndex(of: value) else { return values[0] }
    return values[(index + 1) % values.count]
  }
}
