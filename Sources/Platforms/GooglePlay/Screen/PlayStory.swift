import AgeScreen
import GooglePlayScenarios

/// A scenario's Google Play part as the Play shell plays it.
public typealias PlayStory = WalkthroughStory<PlayExpectation>

extension PlayStory {
  /// The scenario format's Play part, nil for a scenario not on Google Play.
  public static let ofScenario: Finder = { scenario in
    scenario.play.map { PlayStory(scenario: scenario, world: $0.world, steps: $0.steps) }
  }
}
