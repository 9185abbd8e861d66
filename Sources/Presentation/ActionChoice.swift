import FlowEngine

/// A button on a simulated screen: its label and the action choosing it performs.
public struct ActionChoice: Hashable, Sendable {
  /// The exact label the device shows.
  public var label: String
  /// What choosing it does.
  public var action: SimulationAction
  /// How it is styled.
  public var role: ChoiceRole

  /// Creates a choice.
  public init(_ label: String, _ action: SimulationAction, role: ChoiceRole = .normal) {
    self.label = label
    self.action = action
    self.role = role
  }
}
