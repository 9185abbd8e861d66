import FlowEngine
import Testing

/// Drives `SignificantChangeFlow` one event at a time, TCA TestStore style: every `send` states
/// the whole next state (as a change to the previous one) and the whole list of effects, and
/// fails when either differs.
struct FlowTester {
  /// The state after the last event.
  private(set) var state: AppFlowState
  /// The app and assumptions the flow reads.
  let context: FlowContext

  /// Starts from a state (the app not running by default).
  init(context: FlowContext, state: AppFlowState = AppFlowState()) {
    self.context = context
    self.state = state
  }

  /// Sends an event; `update` turns the previous state into the expected one, and `effects`
  /// is the exact list the transition must ask for.
  mutating func send(
    _ event: FlowEvent, effects: [FlowEffect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppFlowState) -> Void = { _ in }
  ) {
    var expected = state
    update(&expected)
    let transition = SignificantChangeFlow.transition(from: state, on: event, context: context)
    #expect(transition.state == expected, "state after \(event)", sourceLocation: sourceLocation)
    #expect(transition.effects == effects, "effects of \(event)", sourceLocation: sourceLocation)
    state = transition.state
  }
}
