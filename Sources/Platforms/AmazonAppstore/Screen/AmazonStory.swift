import AgeScreen
import AmazonAppstoreScenarios

/// A scenario's Amazon Appstore part as Amazon's side plays it.
public typealias AmazonStory = WalkthroughStory<AmazonExpectation>

extension AmazonStory {
  /// The scenario format's Amazon part, nil for a scenario not on Amazon Appstore.
  public static let ofScenario: Finder = { scenario in
    scenario.amazon.map { AmazonStory(scenario: scenario, world: $0.world, steps: $0.steps) }
  }
}
