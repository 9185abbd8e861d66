import AgeScreen
import Scenarios

extension StoreSideKind {
  /// Amazon Appstore's side (``AmazonSide``) as `finder` finds it in a scenario.
  public static func amazonAppstore(finder: @escaping AmazonSide.Finder) -> StoreSideKind {
    StoreSideKind { scenario in
      finder(scenario).map { found in
        StoreSideOpening(side: AmazonSide(story: found.story), hasApple: found.hasApple)
      }
    }
  }
}

extension AmazonSide {
  /// How a scenario's Amazon side is found: its story, and whether the scenario runs on Apple
  /// too (then `o` switches between the sides). Given by whoever knows the scenario format's
  /// Amazon part.
  public typealias Finder = @Sendable (Scenario) -> (story: AmazonStory, hasApple: Bool)?
}
