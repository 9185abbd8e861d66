import FlowEngine
import Scenarios

/// A store `agetui graph` draws: its name for `--platform`, what its diagram shows, its diagram
/// of the default scenario's app, and whether `--all-edges` applies to it. `graph` picks it
/// from `Stores.graphs`, the first by default.
public struct GraphKind: Sendable {
  /// The store drawn.
  public let platform: ScenarioPlatform
  /// What the diagram shows, as `graph --help` lists it after the store's name: "the app's
  /// flow".
  public let summary: String
  /// Why `--all-edges` does not apply, or nil when it unfolds the diagram's close edges.
  public let allEdgesRefusal: String?
  /// Its diagram of `app`, with every close edge drawn on its own when `allEdges`.
  public let drawing: @Sendable (_ app: AppConfig, _ allEdges: Bool) -> any GraphDrawing

  /// The diagram of `platform`, which shows `summary`, made by `drawing`; `allEdgesRefusal`
  /// says why `--all-edges` does not apply (nil when it does).
  public init(
    platform: ScenarioPlatform, summary: String, allEdgesRefusal: String?,
    drawing: @escaping @Sendable (_ app: AppConfig, _ allEdges: Bool) -> any GraphDrawing
  ) {
    self.platform = platform
    self.summary = summary
    self.allEdgesRefusal = allEdgesRefusal
    self.drawing = drawing
  }
}
