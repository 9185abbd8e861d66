import FlowEngine
import Presentation

/// A system surface a simulation shows, where, and exactly what it says there.
public struct AppleSurfaceSighting: Hashable, Sendable {
  /// Which surface.
  public var surface: SystemSurface
  /// The device showing it.
  public var device: DeviceID
  /// What it says.
  public var content: SurfaceContent
}
