/// Runs the app's flow machine on a platform: feeds an event to the flow on one device, stores
/// the next state, traces the step change and hands every effect the flow asks for to the
/// platform. The one place the flow machine and a platform meet.
public enum FlowDriver {
  /// Feeds `event` to the app's flow on `device` and performs the effects it asks for, in order.
  /// Nothing happens on a device the host does not have.
  ///
  /// Inlinable so each platform's calls specialise in its own module: a generic call across
  /// modules would go through witness tables on every flow event of every explored path.
  @inlinable
  public static func feed<Platform: StorePlatform>(
    _ event: FlowEvent, to device: DeviceID, in host: inout Platform.Host,
    on platform: Platform.Type
  ) {
    guard let before = host.flowState(on: device) else { return }
    let transition = SignificantChangeFlow.transition(
      from: before, on: event, context: host.flowContext)
    host.setFlowState(transition.state, on: device)
    if before.step != transition.state.step {
      host.record(.stepChanged(from: before.step, to: transition.state.step), on: device)
    }
    for effect in transition.effects {
      perform(effect, on: device, in: &host, on: platform)
    }
  }

  /// Hands one effect to the platform; skipping the flow is the app's own business, so the
  /// driver traces it itself.
  @usableFromInline
  static func perform<Platform: StorePlatform>(
    _ effect: FlowEffect, on device: DeviceID, in host: inout Platform.Host,
    on platform: Platform.Type
  ) {
    switch effect {
    case .checkRegulation:
      Platform.checkRegulation(on: device, in: &host)
    case .requestAgeSignal(let gates):
      Platform.requestAgeSignal(gates: gates, on: device, in: &host)
    case .requestApproval(let changes):
      Platform.startParentalApproval(for: changes, on: device, in: &host)
    case .showAcknowledgment(let description):
      Platform.showAcknowledgment(description: description, on: device, in: &host)
    case .markHandled(let ids):
      Platform.markHandled(ids, on: device, in: &host)
    case .leavePending(let ids):
      host.record(.skipped(pending: ids), on: device)
    }
  }
}
