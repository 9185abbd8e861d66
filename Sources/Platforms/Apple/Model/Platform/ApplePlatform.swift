import FlowEngine

/// Apple as a `StorePlatform`: the age-range service (`isEligibleForAgeFeatures`,
/// `requiredRegulatoryFeatures`, `requestAgeRange`, the Ask First prompt and the shared cache),
/// AskCenter and PermissionKit's flows, the iCloud key-value store. The simulation's working
/// copy, `AppleActionApplier`, is its host and does the work; this type is the seam the flow machine
/// calls through.
///
/// Apple's surfaces as the flow's approval events: a tap on the app's `PermissionButton` is
/// `approvalRequested`; a question sent from Messages `approvalSent`; a cancelled compose sheet
/// or a permission flow that asked no one `approvalAbandoned`; `AskCenter.responses(for:)`
/// `approvalAnswered(.approved / .declined)`, `.approveInPerson(approved: true)`
/// `approvalAnswered(.approvedBeforeSending)`; a question's expiration date `approvalLapsed`.
///
/// Internal because its host is: moving Apple's services into a target of their own (with the
/// simulation's Apple state behind it) is the next step (docs/architecture.md, known debt).
enum ApplePlatform: StorePlatform {
  typealias Host = AppleActionApplier
  typealias Sheet = AppleSheet
  typealias Action = AppleAction

  static let name = "apple"

  static func checkRegulation(on device: DeviceID, in host: inout AppleActionApplier) {
    host.checkRegulation(on: device)
  }

  static func requestAgeSignal(gates: [Int], on device: DeviceID, in host: inout AppleActionApplier)
  {
    host.requestAgeRange(gates: gates, on: device)
  }

  static func startParentalApproval(
    for changes: [SignificantChange], on device: DeviceID, in host: inout AppleActionApplier
  ) {
    // The question keeps the changes' IDs beside the description Apple's topic carries, so
    // what an approval turns on is read from IDs, not from the text.
    let topic = AppleQuestionTopic.significantAppUpdate(
      description: AppConfig.describe(changes), changes: changes.map(\.id))
    if host.simulation.world.os.hasPermissionFlow {
      host.askSignificantChangePermission(topic, on: device)
    } else {
      host.composeQuestion(topic, on: device)
    }
  }

  static func showAcknowledgment(
    description: String, on device: DeviceID, in host: inout AppleActionApplier
  ) {
    host.showAcknowledgment(description, on: device)
  }

  static func markHandled(
    _ changeIDs: [ChangeID], on device: DeviceID, in host: inout AppleActionApplier
  ) {
    host.markHandled(changeIDs, on: device)
  }

  static func sheet(on device: DeviceID, in host: AppleActionApplier) -> AppleSheet? {
    host.simulation.device(device)?.sheet
  }

  static func apply(_ action: AppleAction, in host: inout AppleActionApplier) {
    host.apply(action)
  }
}
