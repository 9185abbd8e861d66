import FlowEngine

/// The result of one action: the next simulation and what happened, in order.
public struct AppleActionOutcome: Hashable, Sendable {
  /// The simulation after the action.
  public var simulation: AppleSimulation
  /// The trace entries the action produced (also appended to `simulation.trace`).
  public var entries: [AppleTraceEntry]

  /// Creates a step.
  public init(simulation: AppleSimulation, entries: [AppleTraceEntry]) {
    self.simulation = simulation
    self.entries = entries
  }

  /// Whether the simulation refused the action.
  public var wasRejected: Bool {
    entries.contains { $0.kind == .rejected }
  }
}
