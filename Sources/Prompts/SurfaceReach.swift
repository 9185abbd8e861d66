import FlowEngine

/// Where a built-in scenario shows a surface: the first walkthrough step after which it shows
/// (0 is the start), and on which device.
public struct SurfaceReach: Hashable, Sendable {
  /// The built-in's name.
  public var scenario: String
  /// The walkthrough step (what `agetui run NAME --step N` takes; 0 is the start).
  public var step: Int
  /// The device showing it.
  public var device: DeviceID
}
