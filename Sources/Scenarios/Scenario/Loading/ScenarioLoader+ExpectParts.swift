import FlowEngine

// MARK: - The parts of `expect:` every store's section reads

extension ScenarioLoader {
  /// `true`, `false`, or a text the refusal's reason must contain (`rejected:`, `refused:`).
  public func rejection(from node: ScenarioNode) throws(ScenarioError) -> ExpectedRejection {
    let text = try node.line(maximumLength: 200)
    switch text {
    case "true": return .rejected(true)
    case "false": return .rejected(false)
    default: return .reasonContains(text)
    }
  }

  /// `step:` per device (none when absent), for Apple's expect and Play's.
  public func deviceSteps(_ node: ScenarioNode?, naming: DeviceNaming = .apple)
    throws(ScenarioError)
    -> [ExpectedDeviceStep]
  {
    guard let node else { return [] }
    return try perDevice(node, naming: naming) { node throws(ScenarioError) in
      try node.named(FlowStep.Kind.self, kind: "a flow step")
    }.map { ExpectedDeviceStep(device: $0.device, step: $0.value, negated: $0.negated) }
  }

  /// A text, or a list of texts (`trace-contains:`, `trace-lacks:`).
  public func texts(_ node: ScenarioNode) throws(ScenarioError) -> [String] {
    guard case .sequence = node.node else { return [try node.line(maximumLength: 200)] }
    return try node.list(maximumCount: 20).map { node throws(ScenarioError) in
      try node.line(maximumLength: 200)
    }
  }

  /// `key: value` (the child's phone) or `key: {child-iphone: value, second-device: value}`,
  /// for the keys that describe one device (`step`, `sheet`, `feature`, `blocked-reason`,
  /// `notification`), in the store's device names (`naming`). With `parentPhone`, the parent's phone is a
  /// key too (Play's Family Link request). Any value may be `{not: value}`: it must then not
  /// hold.
  public func perDevice<Value: Hashable & Sendable>(
    _ node: ScenarioNode, naming: DeviceNaming = .apple, parentPhone: Bool = false,
    _ parse: (ScenarioNode) throws(ScenarioError) -> Value
  ) throws(ScenarioError) -> [ExpectedOnDevice<Value>] {
    guard case .mapping = node.node, !Self.isNegation(node) else {
      let (value, negated) = try negatable(node, parse)
      return [ExpectedOnDevice(device: .childPhone, value: value, negated: negated)]
    }
    let devices: [DeviceID] = [.childPhone, .secondDevice] + (parentPhone ? [.parentPhone] : [])
    let fields = try node.mapping(keys: devices.map(naming.name(of:)) + ["not"])
    var values: [ExpectedOnDevice<Value>] = []
    for entry in fields.entries {
      let device = devices.first { naming.name(of: $0) == entry.key } ?? .childPhone
      if device == .secondDevice, !hasSecondDevice {
        throw entry.keyNode.error(
          "this scenario has no second device (set \(naming.secondDeviceSetting))")
      }
      let (value, negated) = try negatable(entry.value, parse)
      values.append(ExpectedOnDevice(device: device, value: value, negated: negated))
    }
    return values
  }

  /// Whether a node is `{not: …}` and nothing else.
  private static func isNegation(_ node: ScenarioNode) -> Bool {
    guard case .mapping(let pairs, _) = node.node, pairs.count == 1,
      case .scalar(let key) = pairs[0].key
    else { return false }
    return key.text == "not"
  }

  /// A value, or `{not: value}` (then negated).
  public func negatable<Value>(
    _ node: ScenarioNode, _ parse: (ScenarioNode) throws(ScenarioError) -> Value
  ) throws(ScenarioError) -> (Value, Bool) {
    guard Self.isNegation(node) else { return (try parse(node), false) }
    let fields = try node.mapping(keys: ["not"])
    return (try parse(fields.required("not")), true)
  }
}
