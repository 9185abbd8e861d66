/// A host that keeps the app's flow state per device in one dictionary, created with every
/// device it has: it gets ``FlowHost/flowState(on:)`` and ``FlowHost/setFlowState(_:on:)``
/// from here instead of writing the two lookups again in every store's world.
public protocol DeviceFlows: FlowHost {
  /// The app's flow on each device the host has.
  var flows: [DeviceID: AppFlowState] { get set }
}

extension DeviceFlows {
  /// The app's flow on `device`; nil where the host has no such device.
  public func flowState(on device: DeviceID) -> AppFlowState? {
    flows[device]
  }

  /// Stores the app's next flow state on `device`.
  public mutating func setFlowState(_ state: AppFlowState, on device: DeviceID) {
    flows[device] = state
  }
}
