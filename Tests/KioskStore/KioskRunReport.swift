import FlowEngine
import Reports
import Scenarios

/// The kiosk's run as `agetui run`'s report takes it: a third platform's own text, Markdown,
/// JSON and Mermaid, which `RunReport` composes beside Apple's with no source file knowing it.
struct KioskRunReport: PlatformRunReport {
  /// The steps played.
  var steps: [RunStep<KioskWorld>]
  /// What failed.
  var failures: [RunFailure]

  var jsonKey: String { "kiosk" }

  func text() -> String {
    "kiosk: " + steps.map(\.actionText).joined(separator: " → ") + "\n"
  }

  func markdown(withChecks: Bool) -> String {
    "# Kiosk\n\n" + steps.map { "- \($0.actionText)\n" }.joined()
      + (withChecks ? "\n\(failures.count) failure(s)\n" : "")
  }

  func json() -> JSONValue {
    .object([("platform", .string("kiosk")), ("steps", .int(steps.count))])
  }

  func mermaid() -> String {
    "sequenceDiagram\n" + steps.map { "  Child->>Kiosk: \($0.actionText)\n" }.joined()
  }
}
