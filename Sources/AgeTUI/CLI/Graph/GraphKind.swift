import FlowEngine
import Scenarios

/// A platform `agetui graph` draws: its name for `--platform`, its diagram of the default
/// scenario's app, and whether `--all-edges` applies to it. `graph` picks it from a list
/// (``builtIn``: Apple's app flow, then Google Play's approval machine).
struct GraphKind: Sendable {
  /// The platform drawn.
  let platform: ScenarioPlatform
  /// Why `--all-edges` does not apply, or nil when it unfolds the diagram's close edges.
  let allEdgesRefusal: String?
  /// Its diagram of `app`, with every close edge drawn on its own when `allEdges`.
  let drawing: @Sendable (_ app: AppConfig, _ allEdges: Bool) -> any GraphDrawing
}

/// `graph --platform` names the platforms of ``builtIn``.
extension GraphKind: PlatformKind {}
