import Apple
import FlowEngine
import GooglePlay
import Reports

/// What `agetui ask` prints: one platform's answer, as text or as JSON (docs/ask.md), each
/// ending with a newline.
enum AskOutput: Report {
  /// Apple's answer, with the prompt the person saw (if one showed) and what they tapped.
  case apple(AgeRangeAnswer, prompt: AgeRangePrompt?, tapped: PromptAnswer)
  /// Google Play's answer to the SDK version asked about.
  case googlePlay(AgeSignalsAnswer, sdk: AgeSignalsSDK)

  /// Text and JSON.
  static let formats: [ReportFormat] = [.text, .json]

  /// Writes the answer in one of ``formats``.
  func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text + "\n")
    case .json: output.write(json + "\n")
    case .markdown, .mermaid, .csv, .cast, .html, .svg, .png, .dot: break
    }
  }

  private var text: String {
    switch self {
    case .apple(let answer, let prompt, let tapped):
      AskTextFormatter.text(for: answer, prompt: prompt, tapped: tapped)
    case .googlePlay(let answer, let sdk): AskGooglePlayOutput.text(answer, sdk: sdk)
    }
  }

  private var json: String {
    switch self {
    case .apple(let answer, _, _): AskJSON(answer).text()
    case .googlePlay(let answer, let sdk): AskGooglePlayOutput.json(answer, sdk: sdk)
    }
  }
}
