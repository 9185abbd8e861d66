import GooglePlay
import Reports

/// `agetui explore --platforms …`: Apple's sweep, Google Play's, or both, one after the other.
/// With Apple alone it is Apple's report, byte for byte; with Google Play each section says its
/// platform, CSV rows start with theirs (`PlayExploreReport.csvHeader`), and JSON wraps the two
/// documents (format `agetui-explore-platforms`, `passed` last: Apple's part is printed while
/// Play's sweep runs).
public struct PlatformExploreReport: Sendable {
  /// Apple's sweep, when swept.
  public let apple: ExploreReport?
  /// Google Play's sweep, when swept.
  public let googlePlay: PlayExploreReport?

  /// Joins the sweeps that were run.
  public init(apple: ExploreReport?, googlePlay: PlayExploreReport?) {
    self.apple = apple
    self.googlePlay = googlePlay
  }

  /// Whether every invariant held on every platform swept.
  public var passed: Bool {
    (apple?.passed ?? true) && (googlePlay?.passed ?? true)
  }

}

extension PlatformExploreReport: Report {
  /// As Apple's report.
  public static let formats = ExploreReport.formats

  /// Writes each platform's section; see the type's description for the layout.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    guard let googlePlay else {
      apple?.write(format, to: output)
      return
    }
    Self.writeApple(apple, before: format, to: output)
    Self.writeGooglePlay(googlePlay, after: apple, format, to: output)
  }

  /// Everything up to the end of Apple's section, so a caller can print it while Google Play's
  /// sweep still runs: Apple's sweep needs one core for its report and leaves the other free.
  public static func writeApple(
    _ apple: ExploreReport?, before format: ReportFormat, to output: ReportOutput
  ) {
    switch format {
    case .text, .markdown:
      guard let apple else { return }
      if format == .text { output.write("Platforms: Apple, then Google Play.\n\n") }
      apple.write(format, to: output)
      output.write("\n")
    case .csv:
      guard let apple else {
        output.write(PlayExploreReport.csvHeader.joined(separator: ",") + "\n")
        return
      }
      apple.csv(output.write, platformLayout: true)
    case .json:
      guard let apple else { return }
      output.write(
        "{\n  \"format\": \"agetui-explore-platforms\",\n  \"version\": 1,\n  \"platforms\": "
          + "[\"apple\", \"\(GooglePlayPlatform.name)\"],\n  \"apple\": ")
      apple.write(.json, to: output)
    case .mermaid, .cast, .html, .svg, .png, .dot:
      break
    }
  }

  /// Google Play's section, after `writeApple` wrote Apple's (`apple` nil: Play alone).
  public static func writeGooglePlay(
    _ googlePlay: PlayExploreReport, after apple: ExploreReport?, _ format: ReportFormat,
    to output: ReportOutput
  ) {
    switch format {
    case .text: output.write(googlePlay.text())
    case .markdown: output.write(googlePlay.markdown())
    case .csv: googlePlay.csvRows(output.write)
    case .json:
      guard let apple else {
        googlePlay.json(output.write)
        return
      }
      output.write(",\n  \"googlePlay\": ")
      googlePlay.json(output.write)
      output.write(",\n  \"passed\": \(apple.passed && googlePlay.passed)\n}\n")
    case .mermaid, .cast, .html, .svg, .png, .dot:
      break
    }
  }
}
