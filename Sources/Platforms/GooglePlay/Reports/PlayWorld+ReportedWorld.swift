import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

extension PlayWorld: ReportedWorld {
  /// Inside Apple's document, Google Play's is under `googlePlay`.
  public static var jsonKey: String { "googlePlay" }

  /// `PlayTextReport`, in Google's terms.
  public static func text(of run: PlayRun) -> String { PlayTextReport.text(run) }

  /// `PlayMarkdownReport`, its heading at the top level.
  public static func markdown(of run: PlayRun, withChecks: Bool) -> String {
    PlayMarkdownReport.text(run, withChecks: withChecks, heading: "#")
  }

  /// `PlayJSONReport` (format `agetui-play-run`).
  public static func json(of run: PlayRun) -> JSONValue { PlayJSONReport.document(run) }

  /// `PlayMermaidReport`.
  public static func mermaid(of run: PlayRun) -> String { PlayMermaidReport.text(run) }
}
