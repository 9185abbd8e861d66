import AgeScreen
import AmazonAppstoreAnalyses
import AmazonAppstoreScenarios
import Scenarios

extension StoreSideKind {
  /// Amazon Appstore's side (``AmazonSide``) as `finder` finds it in a scenario.
  public static func amazonAppstore(finder: @escaping AmazonSide.Finder) -> StoreSideKind {
    StoreSideKind(compareSide: .amazonAppstore) { scenario in
      finder(scenario).map { StoreSideOpening(side: AmazonSide(story: $0)) }
    }
  }
}

extension AmazonSide {
  /// How a scenario's Amazon side is found: its story. Given by whoever knows the scenario
  /// format's Amazon part.
  public typealias Finder = @Sendable (Scenario) -> AmazonStory?

  /// The scenario format's Amazon part: the script's world and steps, each step's caption
  /// and narration (a step without narration says the verb as written; one without a caption,
  /// its narration), and the scenario, which `c` replays.
  public static let ofScenario: Finder = { scenario in
    guard let script = scenario.amazon else { return nil }
    let steps = script.steps.map { step in
      AmazonStoryStep(
        step.action, caption: step.caption,
        narration: step.narration.isEmpty ? step.text : step.narration)
    }
    var story = AmazonStory(
      name: scenario.name, title: scenario.title, world: script.world, steps: steps)
    story.scenario = scenario
    return story
  }
}
