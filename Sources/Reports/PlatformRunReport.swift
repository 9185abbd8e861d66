import FlowEngine
import Scenarios

/// One platform's played run as `agetui run` prints it: its text, Markdown, JSON document and
/// Mermaid diagram, and its failures. ``RunReport`` composes any list of them, whatever the
/// platform: a `PlatformRun` whose world is a ``ReportedWorld`` is one.
public protocol PlatformRunReport: Sendable {
  /// The key its JSON document takes inside the first run's when it is not the first
  /// (`googlePlay`).
  var jsonKey: String { get }
  /// Every failed expectation and broken invariant of the run.
  var failures: [RunFailure] { get }
  /// The trace and the summary, in text.
  func text() -> String
  /// The design spec, with a Checks section when `withChecks`.
  func markdown(withChecks: Bool) -> String
  /// The run's JSON document (docs/trace-format.md).
  func json() -> JSONValue
  /// The run as a Mermaid sequence diagram.
  func mermaid() -> String
  /// The files the platform's console offers on the run's last day.
  var consoleDownloads: [ConsoleDownload] { get }
}

extension PlatformRunReport {
  /// A platform whose console offers no file.
  public var consoleDownloads: [ConsoleDownload] { [] }
}
