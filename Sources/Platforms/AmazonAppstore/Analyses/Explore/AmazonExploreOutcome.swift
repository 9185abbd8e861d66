import AmazonAppstore
import FlowEngine

/// What one case of Amazon's sweep did: the row the app read at launch, where its flow stood
/// after the story, and the invariants broken on the way.
public struct AmazonExploreOutcome: Hashable, Sendable {
  /// The case.
  public var sweptCase: AmazonExploreCase
  /// The row the app read at launch; nil when it read none.
  public var launchRow: AmazonUserAgeData?
  /// The app's flow step at the end.
  public var finalStep: String
  /// The invariants broken, on any action.
  public var violations: [InvariantViolation]

  /// The story each case plays: launch, a reported change, a query, the parent's consent, a
  /// query, a revocation, a day, and a launch the revocation refuses.
  public static let story: [AmazonAction] = [
    .launch(.childPhone),
    .reportChange(id: "explore-change", description: "This update adds a significant change."),
    .queryAgain(.childPhone), .parentConsents(from: .parentPhone), .queryAgain(.childPhone),
    .parentRevokes(from: .parentPhone), .advanceClock(days: 1), .launch(.childPhone),
  ]

  /// Plays the story on `sweptCase`'s world, checking every invariant after every action.
  public init(_ sweptCase: AmazonExploreCase, app: AppConfig) {
    self.sweptCase = sweptCase
    var world = sweptCase.world(app: app)
    var violations: [InvariantViolation] = []
    var launchRow: AmazonUserAgeData?
    for (index, action) in Self.story.enumerated() {
      let played = world.playing(action, checking: true)
      world = played.world
      violations += played.violations
      if index == 0 {
        for entry in played.entries {
          if case .ageData(let row, _)? = entry.detail { launchRow = row }
        }
      }
    }
    self.launchRow = launchRow
    self.finalStep = world.flows[.childPhone]?.step.name ?? "not installed"
    self.violations = violations
  }

  /// `SUCCESS SUPERVISED 13-15`, or `no query` when the app read nothing at launch.
  public var launchText: String {
    guard let row = launchRow else { return "no query" }
    let status = row.userStatus.map { $0.rawValue.isEmpty ? "\"\"" : $0.rawValue } ?? "null"
    let band =
      switch (row.ageLower, row.ageUpper) {
      case (let lower?, let upper?): " \(lower)-\(upper)"
      case (let lower?, nil): " \(lower)+"
      case (nil, _): ""
      }
    return "\(row.responseStatus.rawValue) \(status)\(band)"
  }
}
