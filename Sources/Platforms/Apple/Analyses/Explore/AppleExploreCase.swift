import Analyses
import Apple
import AppleScenarios
import FlowEngine
import Reports
import Scenarios

/// One combination of a sweep: a world and the answers its people give.
public struct AppleExploreCase: Hashable, Sendable {
  /// The world.
  public var setting: AppleExploreSetting
  /// The person's answer to an age-range prompt, if one shows.
  public var promptAnswer: PromptAnswer
  /// The parent's answer to a question, if one is sent.
  public var parentAnswer: ParentAnswer

  /// The answers the sweep gives on the people's behalf: the prompt answer, always asking the
  /// parent when the app offers it (through Messages, also from iOS 27's permission alert), the
  /// parent's answer, and always acknowledging an update.
  public var declaredAnswers: AppleDeclaredAnswers {
    AppleDeclaredAnswers(
      ageRangePrompt: promptAnswer, askParent: true, parentOnUpdate: parentAnswer.policy,
      acknowledges: true, permissionAlert: .askToApprove)
  }
}
