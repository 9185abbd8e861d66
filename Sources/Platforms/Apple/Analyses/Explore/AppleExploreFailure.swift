import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// An invariant broken on one path of a sweep: the rule, the path that broke it, and the cases
/// that share the path.
public struct AppleExploreFailure: Hashable, Sendable {
  /// The broken rule and what happened.
  public var violation: InvariantViolation
  /// The world the path starts in.
  public var setting: AppleExploreSetting
  /// Every action from the world's start up to and including the one that broke the rule.
  public var path: [AppleAction]
  /// The numbers of the cases whose runs took this path, ascending.
  public var caseIndices: [Int]

  /// Creates a failure.
  public init(
    violation: InvariantViolation, setting: AppleExploreSetting, path: [AppleAction],
    caseIndices: [Int]
  ) {
    self.violation = violation
    self.setting = setting
    self.path = path
    self.caseIndices = caseIndices
  }
}
