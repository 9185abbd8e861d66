import Apple
import FlowEngine
import Scenarios

/// The answers a scenario's people give to prompts the script leaves unanswered (`answers:`).
///
/// After every scripted action the runner answers whatever is showing with these, one
/// automatic step at a time; a prompt with no declared answer waits for the script.
public struct AppleDeclaredAnswers: Hashable, Sendable {
  /// What the parent does with a question.
  public enum ParentPolicy: Hashable, Sendable {
    /// Choose this choice identifier (`approve`, `decline`, or a custom one).
    case choose(AppleChoiceID)
    /// Never answer (the question may expire).
    case never
  }

  /// The age-range prompt: share or decline (`age-range-prompt:`).
  public var ageRangePrompt: PromptAnswer?
  /// Whether the person asks a parent: tap "Ask Parent" and send the compose sheet (`yes`),
  /// or cancel the compose sheet (`no`) (`ask-parent:`).
  public var askParent: Bool?
  /// The parent's answer to a significant-update question (`parent:`).
  public var parentOnUpdate: ParentPolicy?
  /// The parent's answer to a communication question (`parent:`).
  public var parentOnCommunication: ParentPolicy?
  /// Whether the adult acknowledges the significant update (`acknowledgment:`); false means
  /// never.
  public var acknowledges: Bool?
  /// The permission alert's button (27.0, `permission-alert:`): `.askToApprove`,
  /// `.approveInPerson`, or `.acknowledgmentAlert` for its Cancel button.
  public var permissionAlert: PermissionFlow?
  /// Whether the parent enters the right Screen Time passcode (`true`) or cancels the sheet
  /// (`false`) (27.0, `passcode:`).
  public var entersPasscode: Bool?

  /// Creates answers; nil means "leave it to the script".
  public init(
    ageRangePrompt: PromptAnswer? = nil, askParent: Bool? = nil,
    parentOnUpdate: ParentPolicy? = nil, parentOnCommunication: ParentPolicy? = nil,
    acknowledges: Bool? = nil, permissionAlert: PermissionFlow? = nil,
    entersPasscode: Bool? = nil
  ) {
    self.ageRangePrompt = ageRangePrompt
    self.askParent = askParent
    self.parentOnUpdate = parentOnUpdate
    self.parentOnCommunication = parentOnCommunication
    self.acknowledges = acknowledges
    self.permissionAlert = permissionAlert
    self.entersPasscode = entersPasscode
  }

  /// The parent's policy for a question's topic.
  public func parentPolicy(for topic: AppleQuestionTopic) -> ParentPolicy? {
    switch topic {
    case .significantAppUpdate: parentOnUpdate
    case .communication: parentOnCommunication
    }
  }
}
