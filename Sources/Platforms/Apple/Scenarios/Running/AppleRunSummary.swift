import Apple
import FlowEngine
import Scenarios

/// The end of a run: where each device is, what the app learned, every question, and what
/// only the system knows.
public struct AppleRunSummary: Hashable, Sendable {
  /// The person's devices.
  public var devices: [AppleDeviceSummary]
  /// The outcome on the child's iPhone.
  public var outcome: AppleRunOutcome
  /// Everything the app learned, in order.
  public var learned: [LedgerEntry<AppleLearnedFact>]
  /// Every question asked.
  public var questions: [PermissionQuestion]
  /// Notifications on the parent's iPhone, oldest first.
  public var parentNotifications: [String]
  /// What the system knows and the app never learns.
  public var systemFacts: [AppleSystemFact]

  /// Summarises a simulation.
  public init(_ simulation: AppleSimulation) {
    devices = simulation.devices.map(AppleDeviceSummary.init)
    outcome = AppleRunOutcome(simulation)
    learned = Array(simulation.ledger)
    questions = simulation.askCenter.questions
    parentNotifications = simulation.parentNotifications.map(\.text)
    systemFacts = AppleSystemFact.facts(about: simulation)
  }
}
