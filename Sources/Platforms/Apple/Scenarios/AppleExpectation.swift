import Apple
import FlowEngine
import Scenarios

/// What a script step's `expect:` says must be true once the step (and the automatic answers
/// after it) have run. Every field is optional; an empty expectation checks nothing.
public struct AppleExpectation: Hashable, Sendable {
  /// The flow step expected on a device (`step:`).
  public typealias DeviceStep = ExpectedDeviceStep
  /// A value expected on one device.
  public typealias OnDevice = ExpectedOnDevice
  /// What `rejected:` demands of the step's action.
  public typealias Rejection = ExpectedRejection

  /// `step:` per device, in file order.
  public var steps: [DeviceStep]
  /// `blocked-reason:` per device, in file order.
  public var blockedReasons: [OnDevice<BlockReason.Kind>]
  /// `learned:` the app's latest age-range answer: `13–15`, `declinedSharing`, an error name.
  public var learned: String?
  /// `declaration:` the declaration of the app's latest shared range.
  public var declaration: String?
  /// `feature:` whether the gated feature is on, per device, in file order.
  public var features: [OnDevice<Bool>]
  /// `question:` the state of the latest question, or `none`.
  public var question: NameOrNone<AppleQuestionState.Kind>?
  /// `parent-answer:` the choice identifier of the latest answered question.
  public var parentAnswer: AppleChoiceID?
  /// `ask-error:` the latest `AskError` the app learned, or `none`.
  public var askError: NameOrNone<AskError>?
  /// `sheet:` the system sheet per device, or none, in file order.
  public var sheets: [OnDevice<AppleSheetName>]
  /// `handled:` exactly the change identifiers in the iCloud key-value store.
  public var handled: [ChangeID]?
  /// `trace-contains:` texts that must each appear in an entry this step produced.
  public var traceContains: [String]
  /// `trace-lacks:` texts that no entry this step produced may contain.
  public var traceLacks: [String]
  /// `rejected:` whether the step's own action must (or must not) be refused.
  public var rejection: Rejection?
  /// `permission-result:` the latest `PermissionResult`'s kind, or `none`.
  public var permissionResult: NameOrNone<PermissionResult.Kind>?
  /// `active-parental-controls:` the controls of the app's latest shared range, by name, sorted.
  public var activeParentalControls: [String]?
  /// `significant-update-applies:` on the child's iPhone (`AppleSimulation.significantUpdateApplies`).
  public var significantUpdateApplies: Bool?
  /// `notification:` a text that a notification on a device must (or, negated, must not)
  /// contain.
  public var notifications: [OnDevice<String>] = []
  /// `parent-device: {question: …}`: whether the parent's Messages thread shows a question.
  public var parentQuestionShown: Bool?
  /// `parent-device: {question-state: …}`: the state of the latest question sent to Messages.
  public var parentQuestionState: NameOrNone<AppleQuestionState.Kind>?
  /// `parent-device: {notification: …}`: a text a notification still showing on the parent's
  /// iPhone must (or, negated, must not) contain.
  public var parentNotification: OnDevice<String>?
  /// `server-notification:` what the developer's server received from the App Store.
  public var serverNotification: ServerNotificationCheck?
  /// The keys written `{not: value}` (`learned`, `question`, `parent-device question-state`,
  /// …), by the name their results carry: each holds when its value does not. The keys that
  /// describe a device keep theirs per device.
  public var negatedKeys: Set<String> = []

  /// Creates an expectation.
  public init(
    steps: [DeviceStep] = [], blockedReasons: [OnDevice<BlockReason.Kind>] = [],
    learned: String? = nil,
    declaration: String? = nil, features: [OnDevice<Bool>] = [],
    question: NameOrNone<AppleQuestionState.Kind>? = nil, parentAnswer: AppleChoiceID? = nil,
    askError: NameOrNone<AskError>? = nil, sheets: [OnDevice<AppleSheetName>] = [],
    handled: [ChangeID]? = nil, traceContains: [String] = [], traceLacks: [String] = [],
    rejection: Rejection? = nil, permissionResult: NameOrNone<PermissionResult.Kind>? = nil
  ) {
    self.steps = steps
    self.blockedReasons = blockedReasons
    self.learned = learned
    self.declaration = declaration
    self.features = features
    self.question = question
    self.parentAnswer = parentAnswer
    self.askError = askError
    self.sheets = sheets
    self.handled = handled
    self.traceContains = traceContains
    self.traceLacks = traceLacks
    self.rejection = rejection
    self.permissionResult = permissionResult
  }

  /// Whether it checks nothing.
  public var isEmpty: Bool {
    self == AppleExpectation()
  }
}
