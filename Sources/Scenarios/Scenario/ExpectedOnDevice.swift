import FlowEngine

/// A value a script step's `expect:` names on one device (`sheet: {second-device:
/// acknowledgment}`), on any store.
public struct ExpectedOnDevice<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The device.
  public var device: DeviceID
  /// The expected value.
  public var value: Value
  /// `{not: …}`: the value must differ.
  public var negated: Bool

  /// Creates a device expectation.
  public init(device: DeviceID, value: Value, negated: Bool = false) {
    self.device = device
    self.value = value
    self.negated = negated
  }
}
