import FlowEngine
import Scenarios

/// Turns a scenario's text into an open scenario. The screen layer parses no YAML itself: the
/// executable hands it the loader (a test may hand it a counting one), and the TUI, `--resume`
/// and `agetui notes` open through it every scenario a key or a journal names after the first.
public struct ScenarioOpener: Sendable {
  private let loader: @Sendable (ScenarioDocument) throws(ScenarioError) -> Scenario
  /// The built-in scenarios the picker offers.
  public let shelf: ScenarioShelf

  /// An opener that loads a document with `load` and offers the built-ins on `shelf`.
  public init(
    shelf: ScenarioShelf = .empty,
    load: @escaping @Sendable (ScenarioDocument) throws(ScenarioError) -> Scenario
  ) {
    self.shelf = shelf
    loader = load
  }

  /// Loads a document (a command that plays the scenario its own way, such as `agetui run`,
  /// takes only this).
  public func load(_ document: ScenarioDocument) throws(ScenarioError) -> Scenario {
    try loader(document)
  }
}
