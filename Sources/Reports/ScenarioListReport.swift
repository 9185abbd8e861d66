import FlowEngine
import Scenarios

/// The list of built-in scenarios that `agetui scenarios` prints, as text or JSON.
public enum ScenarioListReport {
  /// The JSON format name.
  public static let format = "agetui-scenarios"
  /// The JSON schema version.
  public static let version = 1

  /// One line per scenario: the name (the default marked) and its one-line summary, aligned.
  public static func text(_ scenarios: [Scenario], defaultName: String) -> String {
    let names = scenarios.map { $0.name == defaultName ? "\($0.name) (default)" : $0.name }
    let width = names.map(\.count).max() ?? 0
    var lines = zip(names, scenarios).map { name, scenario in
      ReportText.pad(name, width) + "  " + scenario.summary
    }
    lines.append("")
    lines.append("\(scenarios.count) scenarios. Play one headless with `agetui run NAME`.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"format", "version", "default", "scenarios": [{name, title, summary, default, steps}]}`.
  public static func json(_ scenarios: [Scenario], defaultName: String) -> String {
    JSONValue.object([
      ("format", .string(format)),
      ("version", .int(version)),
      ("default", .string(defaultName)),
      (
        "scenarios",
        .array(
          scenarios.map {
            .object([
              ("name", .string($0.name)), ("title", .string($0.title)),
              ("summary", .string($0.summary)), ("default", .bool($0.name == defaultName)),
              ("steps", .int($0.script.count)),
            ])
          })
      ),
    ]).rendered() + "\n"
  }
}
