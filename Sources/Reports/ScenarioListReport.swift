import FlowEngine
import Scenarios

/// The list of built-in scenarios that `agetui scenarios` prints, as text or JSON.
public struct ScenarioListReport: Report, Sendable {
  /// The JSON format name.
  public static let format = "agetui-scenarios"
  /// The JSON schema version.
  public static let version = 1
  /// Text and JSON.
  public static let formats: [ReportFormat] = [.text, .json]

  /// The scenarios, in display order.
  public var scenarios: [Scenario]
  /// The name of the one `agetui` opens on, marked in the list.
  public var defaultName: String

  /// A list of scenarios.
  public init(_ scenarios: [Scenario], defaultName: String) {
    self.scenarios = scenarios
    self.defaultName = defaultName
  }

  /// Writes the list in one of ``formats``.
  public func write(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(text)
    case .json: output.write(json)
    case .markdown, .mermaid, .csv, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// One line per scenario: the name (the default marked) and its one-line summary, aligned;
  /// a scenario that runs on more than Apple names its stores first.
  private var text: String {
    let names = scenarios.map { $0.name == defaultName ? "\($0.name) (default)" : $0.name }
    let width = names.map(\.count).max() ?? 0
    var lines = zip(names, scenarios).map { name, scenario in
      ReportText.pad(name, width) + "  " + Self.stores(scenario) + scenario.summary
    }
    lines.append("")
    lines.append("\(scenarios.count) scenarios. Play one headless with `agetui run NAME`.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[Apple + Google Play] ` for a scenario that runs on more than Apple; empty otherwise.
  private static func stores(_ scenario: Scenario) -> String {
    scenario.platforms == [.apple]
      ? "" : "[" + scenario.platforms.map(\.title).joined(separator: " + ") + "] "
  }

  /// `{"format", "version", "default", "scenarios": [{name, title, summary, default, steps,
  /// platforms}]}`; `steps` counts every platform's script steps.
  private var json: String {
    JSONValue.object([
      ("format", .string(Self.format)),
      ("version", .int(Self.version)),
      ("default", .string(defaultName)),
      (
        "scenarios",
        .array(
          scenarios.map {
            .object([
              ("name", .string($0.name)), ("title", .string($0.title)),
              ("summary", .string($0.summary)), ("default", .bool($0.name == defaultName)),
              ("steps", .int($0.parts.all.reduce(0) { $0 + $1.scriptLength })),
              ("platforms", .strings($0.platforms.map(\.rawValue))),
            ])
          })
      ),
    ]).rendered() + "\n"
  }
}
