import FlowEngine
import Scenarios

/// A scenario's text and where it came from: what a session saves, so that `--resume` loads the
/// same scenario even if the file changed or vanished since.
public struct ScenarioDocument: Hashable, Sendable, Codable {
  /// `built-in:NAME` or the path as given.
  public var file: String
  /// The YAML text.
  public var text: String

  /// Creates a document.
  public init(file: String, text: String) {
    self.file = file
    self.text = text
  }

  /// A built-in scenario's document.
  public init(_ source: BuiltInScenario) {
    self.init(file: source.file, text: source.yaml)
  }

  /// The document of the built-in `agetui` opens on, from the built-ins on `shelf`.
  public init?(defaultOf shelf: ScenarioShelf) {
    guard let source = shelf.source(named: shelf.defaultName) else { return nil }
    self.init(source)
  }
}
