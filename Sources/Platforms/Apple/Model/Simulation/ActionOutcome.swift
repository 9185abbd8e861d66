import FlowEngine

/// The result of one action: the next simulation and what happened, in order.
public struct ActionOutcome: Hashable, Sendable {
  /// The simulation after the action.
  public var simulation: Simulation
  /// The trace entries the action produced (also appended to `simulation.trace`).
  public var entries: [TraceEntry]

  /// Creates a step.
  public init(simulation: Simulation, entries: [TraceEntry]) {
    self.simulation = simulation
    self.entries = entries
  }

  /// Whether the simulation refused the action.
  public var wasRejected: Bool {
    entries.contains { $0.kind == .rejected }
  }
}
