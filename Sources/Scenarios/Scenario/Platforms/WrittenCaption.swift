/// A script step's caption as a scenario file writes it: the step's key path, the text and
/// where the text stands, so `check` can warn about it at `file:line:column`.
public struct WrittenCaption: Hashable, Sendable {
  /// The step's key path: `script[2]`, `google-play.script[3]`.
  public var step: String
  /// The caption (empty when the step has none).
  public var text: String
  /// The caption's line, from 1.
  public var line: Int
  /// The caption's column, from 1.
  public var column: Int

  /// A caption of `step` at `line`:`column`.
  public init(step: String, text: String, line: Int, column: Int) {
    self.step = step
    self.text = text
    self.line = line
    self.column = column
  }

  /// The captions `steps` write, each named by its place under `script` (`script[2]`,
  /// `google-play.script[3]`); a step without one gives none.
  public static func captions(of steps: [some CaptionedStep], under script: String)
    -> [WrittenCaption]
  {
    steps.enumerated().compactMap { index, step in
      step.caption.isEmpty
        ? nil
        : WrittenCaption(
          step: "\(script)[\(index + 1)]", text: step.caption, line: step.captionLine,
          column: step.captionColumn)
    }
  }
}
