import Apple
import FlowEngine

/// A scenario: a world to simulate, the answers its people give, and a script to play.
///
/// Scenario files (`docs/scenarios.md`) and the built-ins (`ScenarioLibrary`) both load into
/// this value through `ScenarioLoader`; `ScenarioRunner` plays it.
public struct Scenario: Hashable, Sendable {
  /// The kebab-case name (`texas-teen`).
  public var name: String
  /// A title for headings.
  public var title: String
  /// One line for lists.
  public var summary: String
  /// The world at the start.
  public var world: World
  /// The answers unanswered prompts take in a headless run.
  public var answers: DeclaredAnswers
  /// The steps, in order.
  public var script: [ScriptStep]
  /// Where the scenario came from: a path, or `built-in:NAME`.
  public var file: String
  /// The platforms it runs on, in the file's order: `[.apple]` unless the file says otherwise.
  public var platforms: [ScenarioPlatform]
  /// Its parts for the platforms other than Apple, one for each (Apple's part is `world` and
  /// `script`).
  public var parts: ScenarioParts

  /// Creates a scenario.
  public init(
    name: String, title: String, summary: String, world: World,
    answers: DeclaredAnswers = DeclaredAnswers(), script: [ScriptStep], file: String,
    platforms: [ScenarioPlatform] = [.apple], parts: ScenarioParts = ScenarioParts()
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.world = world
    self.answers = answers
    self.script = script
    self.file = file
    self.platforms = platforms
    self.parts = parts
  }

  /// Every script step's caption as written: Apple's script's, then each other part's.
  public var writtenCaptions: [WrittenCaption] {
    script.enumerated().map { index, step in
      WrittenCaption(
        step: "script[\(index + 1)]", text: step.caption, line: step.captionLine,
        column: step.captionColumn)
    } + parts.all.flatMap(\.writtenCaptions)
  }
}
