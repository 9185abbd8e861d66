/// The result of one event: the next state and the work it asks for.
public struct FlowTransition: Hashable, Sendable {
  /// The next state.
  public var state: AppFlowState
  /// The work to do, in order.
  public var effects: [FlowEffect]

  /// Creates a transition.
  public init(state: AppFlowState, effects: [FlowEffect] = []) {
    self.state = state
    self.effects = effects
  }
}
