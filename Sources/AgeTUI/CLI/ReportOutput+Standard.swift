import Reports

extension ReportOutput {
  /// Standard output through Swift's buffered `print`, as `run`, `compare`, `graph`,
  /// `scenarios` and `prompts` have always written it (so their standard output still reaches
  /// a file after what they say on standard error); bytes (a PNG) are written unbuffered.
  static var standardOutput: ReportOutput {
    ReportOutput(
      text: { print($0, terminator: "") },
      bytes: { StandardStream.write($0, to: StandardStream.output) })
  }

  /// Standard output, unbuffered: `explore` streams its rows as they are made.
  static var unbufferedStandardOutput: ReportOutput {
    ReportOutput(
      text: { StandardStream.write($0, to: StandardStream.output) },
      bytes: { StandardStream.write($0, to: StandardStream.output) })
  }
}
