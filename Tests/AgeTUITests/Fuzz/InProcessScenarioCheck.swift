import AppleReports
import AppleScenarios
import FlowEngine
import Foundation
import Reports
import Scenarios
import Stores

/// `agetui check` and `agetui run` on one file, in this process: the same code the binary
/// runs after reading the file (`ScenarioLoader.load(bytes:file:)`, `AppleScenarioRunner.run`, the
/// text, JSON, Markdown and Mermaid reports), with the exit codes the commands would give.
/// Work that outlives its time limit is reported as a hang and left behind.
enum InProcessScenarioCheck {
  /// What one file did.
  enum Verdict: Equatable {
    /// Checked: `check` would exit `checkStatus`, `run` would exit `runStatus`.
    case finished(checkStatus: Int32, runStatus: Int32)
    /// Still running at the time limit.
    case hang
    /// An error or a report broke a rule: it says which.
    case broken(String)
  }

  /// Checks one file with a time limit.
  static func check(_ bytes: [UInt8], file: String, timeLimit: Duration) -> Verdict {
    FuzzWatchdog.run(timeLimit: timeLimit) { verdict(for: bytes, file: file) } ?? .hang
  }

  private static func verdict(for bytes: [UInt8], file: String) -> Verdict {
    let scenario: Scenario
    do {
      scenario = try ScenarioLoader.load(bytes: bytes, file: file)
    } catch {
      if let problem = positionProblem(error, bytes: bytes, file: file) { return .broken(problem) }
      return .finished(checkStatus: 1, runStatus: 1)
    }
    // Google Play's part plays too, and its reports are written with Apple's.
    let report = RunReport(AppleScenarioRunner.run(scenario))
    _ = report.rendered(.json)
    for text in [ReportFormat.text, .markdown, .mermaid].map(report.rendered)
    where hasRawControls(text) {
      return .broken("a report prints a raw control character")
    }
    // `check`'s warnings: every part played again, its steps' words judged, each at a place
    // in the file.
    let lines = lineCount(of: bytes)
    for claim in scenario.unfoundedClaims
    where !(1...lines).contains(claim.line) || claim.column < 1 {
      return .broken("a warning outside the file: \(claim)")
    }
    return .finished(checkStatus: 0, runStatus: report.failures.isEmpty ? 0 : 1)
  }

  /// How many lines the file has, by every line break YAML counts.
  private static func lineCount(of bytes: [UInt8]) -> Int {
    let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    return String(decoding: bytes, as: UTF8.self).unicodeScalars.filter(breaks.contains).count
      + 1
  }

  /// Why an error is not properly positioned, or nil when it is.
  private static func positionProblem(_ error: ScenarioError, bytes: [UInt8], file: String)
    -> String?
  {
    guard error.file == file, (1...lineCount(of: bytes)).contains(error.line), error.column >= 1
    else {
      return "an error outside the file: \(error)"
    }
    guard !error.message.isEmpty, !hasRawControls(error.description) else {
      return "an empty or unescaped message: \(error.description.debugDescription)"
    }
    return nil
  }

  /// Whether text holds a character that must not reach a terminal (newlines aside).
  static func hasRawControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && TerminalSafeText.isUnsafe($0) }
  }
}
