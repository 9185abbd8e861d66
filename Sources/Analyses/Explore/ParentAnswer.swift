import Apple
import FlowEngine
import Reports
import Scenarios

/// What the parent does with a question about the significant change, in a sweep.
public enum ParentAnswer: String, CaseIterable, Sendable, Codable {
  /// The parent taps Approve.
  case approve
  /// The parent taps Decline.
  case decline
  /// The parent never answers; the sweep moves the clock to the question's expiry.
  case never

  /// The scenario runner's policy for this answer.
  public var policy: DeclaredAnswers.ParentPolicy {
    switch self {
    case .approve: .choose(PermissionChoice.approve.id)
    case .decline: .choose(PermissionChoice.decline.id)
    case .never: .never
    }
  }
}
