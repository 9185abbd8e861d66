import Scenarios

/// A store's part of a scenario as its walkthrough side plays it: the world it starts from,
/// the script's steps as shown (a step without narration says its verb as written; one without
/// a caption, its narration), and the scenario itself, which `c` replays. Google Play's
/// `PlayStory` and Amazon Appstore's `AmazonStory` are this type.
public struct WalkthroughStory<Expectation: StepExpectation>: Hashable, Sendable {
  /// How a scenario's story is found: given by the store that knows its part of the scenario
  /// format (``StoreSession`` asks whenever a scenario is opened).
  public typealias Finder = @Sendable (Scenario) -> WalkthroughStory?

  /// The scenario's name, for the header.
  public var name: String
  /// The scenario's title.
  public var title: String
  /// The world before the first step.
  public var world: Expectation.World
  /// The script's steps, in order.
  public var steps: [ScriptStep<Expectation>]
  /// The scenario the story comes from, which `c` replays; nil for a story made in code.
  public var scenario: Scenario? = nil

  /// Creates a story without a scenario (set ``scenario`` for `c`); the steps are shown as
  /// they are.
  public init(
    name: String, title: String, world: Expectation.World, steps: [ScriptStep<Expectation>]
  ) {
    self.name = name
    self.title = title
    self.world = world
    self.steps = steps
  }

  /// The story of `scenario`'s part that starts from `world` with `steps`.
  public init(scenario: Scenario, world: Expectation.World, steps: [ScriptStep<Expectation>]) {
    self.init(
      name: scenario.name, title: scenario.title, world: world,
      steps: steps.map { step in
        var shown = step
        if shown.narration.isEmpty { shown.narration = step.text }
        if shown.caption.isEmpty { shown.caption = shown.narration }
        return shown
      })
    self.scenario = scenario
  }
}
