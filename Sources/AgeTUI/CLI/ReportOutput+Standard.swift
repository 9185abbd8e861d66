import Reports

extension ReportOutput {
  /// Standard output through ``StandardStream``'s buffer, as `run`, `compare`, `graph`,
  /// `scenarios` and `prompts` write it (so a short output still reaches a file after what they
  /// say on standard error, as stdio's buffer did); bytes (a PNG) are written unbuffered, after
  /// anything buffered.
  static var standardOutput: ReportOutput {
    ReportOutput(
      text: { StandardStream.print($0) },
      bytes: { unbuffered($0) })
  }

  /// Standard output, unbuffered: `explore` streams its rows as they are made (after anything
  /// buffered, so nothing is reordered).
  static var unbufferedStandardOutput: ReportOutput {
    ReportOutput(
      text: { unbuffered($0.utf8) },
      bytes: { unbuffered($0) })
  }

  private static func unbuffered(_ bytes: some Sequence<UInt8>) {
    StandardStream.flush()
    StandardStream.write(bytes, to: StandardStream.output)
  }
}
