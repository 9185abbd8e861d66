import FlowEngine
import Scenarios

/// A platform's world whose runs the reports know how to write: each format's renderer of a
/// `PlatformRun` over it. `AppleSimulation` and Google Play's `PlayWorld` are ones; their
/// runs are then ``PlatformRunReport``s.
public protocol ReportedWorld: ScenarioWorld {
  /// The key a run's JSON document takes inside another platform's (`googlePlay`).
  static var jsonKey: String { get }
  /// The run in text.
  static func text(of run: PlatformRun<Self>) -> String
  /// The run's design spec in Markdown.
  static func markdown(of run: PlatformRun<Self>, withChecks: Bool) -> String
  /// The run's JSON document.
  static func json(of run: PlatformRun<Self>) -> JSONValue
  /// The run's Mermaid sequence diagram.
  static func mermaid(of run: PlatformRun<Self>) -> String
}

extension PlatformRun: PlatformRunReport where World: ReportedWorld {
  /// The world's key.
  public var jsonKey: String { World.jsonKey }
  /// The run in text.
  public func text() -> String { World.text(of: self) }
  /// The run's design spec.
  public func markdown(withChecks: Bool) -> String {
    World.markdown(of: self, withChecks: withChecks)
  }
  /// The run's JSON document.
  public func json() -> JSONValue { World.json(of: self) }
  /// The run's Mermaid diagram.
  public func mermaid() -> String { World.mermaid(of: self) }
  /// The files the console offers on the run's last day.
  public var consoleDownloads: [ConsoleDownload] { final.consoleDownloads }
}
