/// What the app's flow machine needs from the world it runs in, whatever the platform: its flow
/// state on each device, what it reads besides that state, and a trace to write to.
///
/// Each store brings its own host. `FlowDriver` feeds the flow through it, and the host's
/// `StorePlatform` performs what the flow asks for.
public protocol FlowHost {
  /// What the flow reads besides its own state: the app's configuration and the assumptions.
  var flowContext: FlowContext { get }

  /// The app's flow on a device; nil when the host has no such device.
  func flowState(on device: DeviceID) -> AppFlowState?

  /// Stores the flow's next state on a device the host has.
  mutating func setFlowState(_ state: AppFlowState, on device: DeviceID)

  /// Writes what the flow machine reports in the host's trace, in the platform's actors (and
  /// nothing else: the ledger is the platform's to write, because only the platform knows what
  /// the app learned from an answer).
  mutating func record(_ note: FlowNote, on device: DeviceID)
}
