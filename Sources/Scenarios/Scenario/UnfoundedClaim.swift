import FlowEngine

/// An outcome a script step's own words claim ("David approves", "the app runs") that the
/// simulation after the step does not have: `agetui check` warns about it at the words' place
/// in the file. A step's narration and caption say what the screen shows after the step
/// (docs/scenarios.md, "Narration and captions"); ``NarrationClaim`` is the table of words that
/// claim an outcome, and each store says what an outcome needs in its world.
public struct UnfoundedClaim: Hashable, Sendable {
  /// Which of a step's words make the claim.
  public enum Field: String, Hashable, Sendable {
    /// The `narration:`.
    case narration
    /// The `caption:`.
    case caption
  }

  /// The step's key path: `script[2]`, `google-play.script[3]`.
  public var step: String
  /// Which of its words claim it.
  public var field: Field
  /// The outcome claimed.
  public var claim: NarrationClaim
  /// The words that claim it, lowercased, as the table matched them in the narration or caption.
  public var words: String
  /// Where the field's value starts in the file (line and column from 1; 0 when built in code).
  public var line: Int
  /// The column of the field's value, from 1.
  public var column: Int

  /// The claims the script steps `written` (under `script`: `google-play.script`) make in
  /// their own narration and caption that `run` does not bear out: each of the run's script
  /// steps (not the automatic answers, whose words are AgeTUI's) is judged by `holds` against
  /// the world after it. `person` and `parent` are the names the words may use.
  public static func claims<World>(
    of run: PlatformRun<World>, written: [some CaptionedStep], under script: String,
    person: String, parent: String?,
    holds: (NarrationClaim.Match, RunStep<World>) -> Bool
  ) -> [UnfoundedClaim] {
    var unfounded: [UnfoundedClaim] = []
    for step in run.steps where !step.isAutomatic && written.indices.contains(step.scriptStep - 1) {
      let words = written[step.scriptStep - 1]
      let fields: [(Field, String, Int, Int)] = [
        (.narration, words.narration, words.narrationLine, words.narrationColumn),
        (.caption, words.caption, words.captionLine, words.captionColumn),
      ]
      for (field, text, line, column) in fields {
        for match in NarrationClaim.matches(in: text, person: person, parent: parent)
        where !holds(match, step) {
          unfounded.append(
            UnfoundedClaim(
              step: "\(script)[\(step.scriptStep)]", field: field, claim: match.claim,
              words: match.words, line: line, column: column))
        }
      }
    }
    return unfounded
  }
}
