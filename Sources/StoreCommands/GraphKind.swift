import FlowEngine
import Scenarios

/// A store `agetui graph` draws: its name for `--platform`, its diagram of the default
/// scenario's app, and whether `--all-edges` applies to it. `graph` picks it from
/// `Stores.graphs` (Apple's app flow, then Google Play's approval machine).
public struct GraphKind: Sendable {
  /// The store drawn.
  public let platform: ScenarioPlatform
  /// Why `--all-edges` does not apply, or nil when it unfolds the diagram's close edges.
  public let allEdgesRefusal: String?
  /// Its diagram of `app`, with every close edge drawn on its own when `allEdges`.
  public let drawing: @Sendable (_ app: AppConfig, _ allEdges: Bool) -> any GraphDrawing

  /// The diagram of `platform`, made by `drawing`; `allEdgesRefusal` says why `--all-edges`
  /// does not apply (nil when it does).
  public init(
    platform: ScenarioPlatform, allEdgesRefusal: String?,
    drawing: @escaping @Sendable (_ app: AppConfig, _ allEdges: Bool) -> any GraphDrawing
  ) {
    self.platform = platform
    self.allEdgesRefusal = allEdgesRefusal
    self.drawing = drawing
  }
}
