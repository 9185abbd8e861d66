import FlowEngine

/// The simulation's working copy is the host Apple's platform and the flow machine run in.
extension AppleActionApplier: FlowHost {
  var flowContext: FlowContext {
    FlowContext(app: simulation.world.app, assumptions: simulation.world.assumptions)
  }

  func flowState(on device: DeviceID) -> AppFlowState? {
    index(of: device).map { simulation.devices[$0].flow }
  }

  mutating func setFlowState(_ state: AppFlowState, on device: DeviceID) {
    guard let index = index(of: device) else { return }
    simulation.devices[index].flow = state
  }

  mutating func record(_ note: FlowNote, on device: DeviceID) {
    let detail = note.steps.map { AppleTraceDetail.flowStep(from: $0.from, to: $0.to) }
    record(.app, .app, .flow, note.summary, device: device, detail: detail)
  }
}
