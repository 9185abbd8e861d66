import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// What became of asking the parent about the significant change, at the end of a path.
public enum AppleParentOutcome: Hashable, Sendable {
  /// No question about the change was sent and `AskCenter.ask` never threw.
  case notAsked
  /// `AskCenter.ask` threw (e.g. `invalidQuestion` without a parent, `notAvailable` for an
  /// adult).
  case askFailed(AskError)
  /// A question was sent and is still waiting.
  case waiting
  /// The parent approved.
  case approved
  /// The parent declined.
  case declined
  /// The question expired unanswered.
  case expired

  /// `not asked`, `approved`, `ask failed: invalidQuestion`.
  public var text: String {
    switch self {
    case .notAsked: "not asked"
    case .askFailed(let error): "ask failed: \(error.rawValue)"
    case .waiting: "waiting"
    case .approved: "approved"
    case .declined: "declined"
    case .expired: "expired"
    }
  }

  /// Whether a question reached the parent.
  public var wasAsked: Bool {
    switch self {
    case .waiting, .approved, .declined, .expired: true
    case .notAsked, .askFailed: false
    }
  }

  /// The outcome in a simulation: the latest significant-update question, or the latest
  /// `AskError` when none was sent.
  public init(_ simulation: AppleSimulation) {
    let sent = simulation.askCenter.questions.last {
      guard case .significantAppUpdate = $0.topic else { return false }
      return $0.sentOn != nil
    }
    if let sent {
      switch sent.state {
      case .pending, .composing, .cancelled: self = .waiting
      case .expired: self = .expired
      case .answered:
        self = sent.chosen?.answer == .approval ? .approved : .declined
      }
      return
    }
    if let error = simulation.latestAskError {
      self = .askFailed(error)
      return
    }
    self = .notAsked
  }
}
