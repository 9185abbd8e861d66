import Apple
import FlowEngine
import Testing

/// Builders for the flow and simulation tests: one app, one change, Texas by default.
enum SimulationFixtures {
  /// The change Landmarks 2.0 introduced.
  static func videoCalling() throws -> SignificantChange {
    SignificantChange(
      id: "video-calling", introducedIn: try version("2.0"),
      description: "This update adds video calling with people in your contacts.")
  }

  /// The change Landmarks 2.1 introduces.
  static func locationSharing() throws -> SignificantChange {
    SignificantChange(
      id: "location-sharing", introducedIn: try version("2.1"),
      description: "This update adds location sharing with friends.")
  }

  /// A version.
  static func version(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> AppVersion
  {
    try #require(AppVersion(text), sourceLocation: sourceLocation)
  }

  /// A `YYYY-MM-DD` day.
  static func day(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SimDate {
    guard let date = SimDate(iso: text) else {
      Issue.record("not a date: \(text)", sourceLocation: sourceLocation)
      return SimDate(daysSinceEpoch: 0)
    }
    return date
  }

  /// Landmarks: gates 13 and 16, photo sharing at 16, version 2.0 first installed at 1.0.
  static func app(
    changes: [SignificantChange]? = nil, version: String = "2.0", installedAt: String = "1.0",
    expiryDays: Int? = 7
  ) throws -> AppConfig {
    AppConfig(
      name: "Landmarks", bundleID: "com.example.landmarks", gates: [13, 16],
      featureName: "Photo sharing", featureMinimumAge: 16,
      changes: try changes ?? [videoCalling()],
      currentVersion: try self.version(version),
      originalInstallVersion: try self.version(installedAt), questionExpiryDays: expiryDays)
  }

  /// The flow context for `app()`.
  static func context(
    app: AppConfig? = nil, declinedSharing: DeclinedSharingPolicy = .block
  ) throws -> FlowContext {
    FlowContext(
      app: try app ?? self.app(), assumptions: Assumptions(declinedSharing: declinedSharing))
  }

  /// A world on 2026-09-14: a 14-year-old (Sofia) with her father Carlos, in Texas by default.
  static func world(
    age: Int = 14, region: RegionCode = "US-TX", app: AppConfig? = nil,
    secondDevice: AppleDeviceKind? = nil, verification: AdultVerification = .none
  ) throws -> AppleWorld {
    let today = day("2026-09-14")
    return AppleWorld(
      person: ApplePerson(
        name: "Sofia", birthdate: today.adding(years: -age), isInFamily: age < 18,
        verification: verification),
      parentName: age < 18 ? "Carlos" : nil, regionCode: region, os: .v26dot5, today: today,
      app: try app ?? self.app(), secondDevice: secondDevice)
  }

  /// Applies actions in order, checking every invariant after each; returns the last step.
  @discardableResult
  static func apply(
    _ actions: [AppleAction], to simulation: inout AppleSimulation,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> AppleActionOutcome? {
    var last: AppleActionOutcome?
    for action in actions {
      let step = simulation.applying(action)
      #expect(
        Invariant.check(before: simulation, action: action, after: step) == [],
        "invariants after \(action)", sourceLocation: sourceLocation)
      simulation = step.simulation
      last = step
    }
    return last
  }

  /// A simulation of `world` after some actions.
  static func simulation(
    _ world: AppleWorld, after actions: [AppleAction] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> AppleSimulation {
    var simulation = AppleSimulation(world: world)
    apply(actions, to: &simulation, sourceLocation: sourceLocation)
    return simulation
  }

  /// A Texas teen's way to the parent's approval on her iPhone.
  static let approveOnPhone: [AppleAction] = [
    .launchApp(.childPhone), .tapAskParent(.childPhone), .sendQuestion(.childPhone),
    .answerQuestion(from: .parentPhone, questionID: 1, choiceID: "approve"),
  ]
}
