import FlowEngine

/// The flow step a script step's `expect:` names on a device (`step:`), on any store.
public struct ExpectedDeviceStep: Hashable, Sendable {
  /// The device.
  public var device: DeviceID
  /// The step, without its values.
  public var step: FlowStep.Kind
  /// `{not: …}`: the device must not be at the step.
  public var negated: Bool

  /// Creates a device expectation.
  public init(device: DeviceID, step: FlowStep.Kind, negated: Bool = false) {
    self.device = device
    self.step = step
    self.negated = negated
  }
}
