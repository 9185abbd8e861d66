/// One platform the app's flow machine runs on: the store and system services that answer the
/// flow's questions.
///
/// The flow (`SignificantChangeFlow`) is the app's own and the same everywhere: regulatory
/// check → age signal → branch → parental approval, acknowledgment or blocked. It says what it
/// needs as `FlowEffect`s; `FlowDriver` hands each one to the platform, which does it its own way
/// (sheets, prompts, a parent asked by the app or by the store) and feeds the answers back as
/// `FlowEvent`s through `FlowDriver.feed(_:to:in:on:)`, now or when a later action delivers them.
/// Requirements are static and take the host `inout`, so a platform is a namespace over its own
/// host and the calls specialise (no existential, no allocation per action).
public protocol StorePlatform {
  /// Where the platform keeps its state and writes its trace: the world it runs in.
  associatedtype Host: FlowHost
  /// What the platform shows over the app on a device (prompts, approval sheets).
  associatedtype Sheet: Hashable & Sendable
  /// What a person (or the clock) can do on this platform.
  associatedtype Action

  /// A short stable name ("apple"), for traces and registries.
  static var name: String { get }

  /// The regulatory check: which obligations bind this person now. Feeds
  /// `.regulationChecked` back.
  static func checkRegulation(on device: DeviceID, in host: inout Host)

  /// What age signal the app gets now for these gates: feeds `.ageSignalReceived` (or
  /// `.featureAgeSignalReceived` when the flow is checking its own feature) at once, or shows a
  /// sheet and feeds it when the person answers.
  static func requestAgeSignal(gates: [Int], on device: DeviceID, in host: inout Host)

  /// Starts a parental approval for these significant changes. Feeds `.approvalSent` once a
  /// parent has been asked, `.approvalAnswered(.approvedBeforeSending)`, or `.approvalAbandoned`.
  static func startParentalApproval(
    for changes: [SignificantChange], on device: DeviceID, in host: inout Host)

  /// Shows an adult the significant change to acknowledge.
  static func showAcknowledgment(description: String, on device: DeviceID, in host: inout Host)

  /// Remembers changes as handled, where the app's other installs will see them.
  static func markHandled(_ changeIDs: [ChangeID], on device: DeviceID, in host: inout Host)

  /// The sheet over the app on a device, if any.
  static func sheet(on device: DeviceID, in host: Host) -> Sheet?

  /// Applies one action, recording what it caused in the host's trace.
  static func apply(_ action: Action, in host: inout Host)
}
