import Apple
import Scenarios

/// A scenario's Apple part: Apple's world at the start, the answers its people give, and the
/// script of Apple verbs (the file's top-level `answers:` and `script:`, and Apple's keys in
/// `world:`).
public struct AppleScript: ScenarioPart {
  /// Apple's world before the first step.
  public var world: AppleWorld
  /// The answers unanswered prompts take in a headless run.
  public var answers: AppleDeclaredAnswers
  /// The steps, in order.
  public var steps: [AppleScriptStep]

  /// Apple.
  public var platform: ScenarioPlatform { .apple }
  /// How many Apple steps the script has.
  public var scriptLength: Int { steps.count }
  /// Each step's caption, under the top-level `script`.
  public var writtenCaptions: [WrittenCaption] {
    WrittenCaption.captions(of: steps, under: "script")
  }

  /// Creates Apple's part.
  public init(
    world: AppleWorld, answers: AppleDeclaredAnswers = AppleDeclaredAnswers(),
    steps: [AppleScriptStep]
  ) {
    self.world = world
    self.answers = answers
    self.steps = steps
  }
}
