import AgeScreen
import GooglePlayScenarios
import Scenarios

/// What a scenario brings to the TUI on Google Play's side: its Play story.
public struct PlaySide: Sendable {
  /// The story the Play shell plays.
  public var story: PlayStory

  /// How a scenario's Play side is found: given by whoever knows the scenario format's Play part
  /// (``StoreSession`` asks it whenever its host opens a scenario).
  public typealias Finder = @Sendable (Scenario) -> PlaySide?

  /// The scenario format's Play part: the script's world and steps, with their captions and
  /// narration.
  public static let ofScenario: Finder = { scenario in
    guard let script = scenario.play else { return nil }
    let steps = script.steps.map { step in
      // A step without narration says the verb as written; one without a caption, its
      // narration.
      var shown = step
      if shown.narration.isEmpty { shown.narration = step.text }
      if shown.caption.isEmpty { shown.caption = shown.narration }
      return shown
    }
    var story = PlayStory(
      name: scenario.name, title: scenario.title, world: script.world, steps: steps)
    story.scenario = scenario
    return PlaySide(story: story)
  }
}
