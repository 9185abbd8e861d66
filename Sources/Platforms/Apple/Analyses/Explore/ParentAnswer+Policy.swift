import Analyses
import Apple
import AppleScenarios
import Scenarios

extension ParentAnswer {
  /// The scenario runner's policy for this answer.
  public var policy: AppleDeclaredAnswers.ParentPolicy {
    switch self {
    case .approve: .choose(PermissionChoice.approve.id)
    case .decline: .choose(PermissionChoice.decline.id)
    case .never: .never
    }
  }
}
