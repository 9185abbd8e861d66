import FlowEngine
import GooglePlay

/// What the developer sees in Play Console: the declared changes with their effective dates
/// and the child's status for each, buttons to declare a change or cancel one, the app's age
/// ranges, and the revocation list as `PlayRevocationCSV` writes it.
public struct PlayConsolePresentation: Hashable, Sendable {
  /// The pane's first line.
  public var title: String
  /// The declared changes, in declaration order.
  public var changes: [PlayConsoleChange]
  /// The age ranges the app receives (`PlayAgeRanges`).
  public var ranges: String
  /// The revocation CSV, line by line, header first.
  public var revocationCSV: [String]
  /// Declare a change (tomorrow, in a week), then cancel each change not yet in effect.
  public var choices: [PlayChoice]

  /// How many days ahead the second "declare" button sets the effective date.
  public static let declareAheadDays = 7

  /// Play Console for the app of `world`.
  public init(_ world: PlayWorld) {
    title = "Play Console · \(world.app.config.name) (\(world.app.config.bundleID))"
    changes = world.changes.map { PlayConsoleChange($0, in: world) }
    ranges = world.app.ranges.description
    revocationCSV = PlayRevocationCSV.render(world.revocations, on: world.today)
      .split(separator: "\n").map(String.init)
    let next = world.changes.count + 1
    let id = PlayWorld.ChangeID("change-\(next)")
    let declare = [(1, "tomorrow"), (Self.declareAheadDays, "in a week")].map { days, when in
      let effective = world.today.adding(days: days)
      return PlayChoice(
        "Declare \(id), effective \(when) (\(effective))",
        .declareChange(
          id: id, description: "Change \(next), declared in Play Console.", effective: effective))
    }
    let cancel = world.changes.filter { !$0.isCancelled && !$0.isInEffect(on: world.today) }.map {
      PlayChoice("Cancel \($0.id)", .cancelChange(id: $0.id), role: .destructive)
    }
    choices = declare + cancel
  }
}
