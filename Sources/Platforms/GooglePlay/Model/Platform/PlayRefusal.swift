import FlowEngine

/// Why Play (or the simulation) refused an action, with its text made here and nowhere else.
public enum PlayRefusal: Hashable, Sendable {
  /// The device has no copy of the app.
  case noApp(DeviceID)
  /// The app already runs on the device.
  case alreadyRunning(DeviceID)
  /// The app is already installed on the device.
  case alreadyInstalled(DeviceID)
  /// The app is installed on the child's devices only.
  case notAChildDevice(DeviceID)
  /// The app does not run on the device.
  case notRunning(DeviceID)
  /// No sharing prompt is up on the device.
  case noSharingPrompt(DeviceID)
  /// Only the parent's device answers or revokes in Family Link.
  case notTheParent(DeviceID)
  /// Family Link holds no pending request.
  case noPendingRequest
  /// The account is not supervised: no parent, no approval to revoke.
  case notSupervised
  /// The app's approval is already revoked.
  case alreadyRevoked
  /// A change with this ID is already declared.
  case duplicateChange(PlayWorld.ChangeID)
  /// The effective date is before today [I: Play Console's own check is not in the reference].
  case effectiveDateInPast(PlayWorld.ChangeID, effective: SimDate)
  /// No change with this ID is declared.
  case unknownChange(PlayWorld.ChangeID)
  /// The change is already cancelled.
  case alreadyCancelled(PlayWorld.ChangeID)
  /// Less than 48 hours before the change takes effect (reference §8.3 [V]).
  case insideCancellationWindow(PlayWorld.ChangeID, effective: SimDate)
  /// The clock moves forward only.
  case clockNotForward(days: Int)
  /// An account is not created after the day it is used on.
  case accountCreatedAfterToday(SimDate, today: SimDate)
  /// Play Console would refuse these minimum ages (reference §6.3 [V]).
  case invalidAgeRanges(PlayAgeRanges.RangeError)
  /// The ranges were set less than a year ago; Play allows a change once a year (reference
  /// §6.3 [V]).
  case ageRangesSetWithinYear(lastSet: SimDate)

  /// The refusal, in a sentence.
  public var text: String {
    switch self {
    case .noApp(let device): "the app is not installed on \(device.playName)"
    case .alreadyRunning(let device): "the app already runs on \(device.playName)"
    case .alreadyInstalled(let device): "the app is already installed on \(device.playName)"
    case .notAChildDevice(let device):
      "the app is installed on the child's devices, not on \(device.playName)"
    case .notRunning(let device): "the app does not run on \(device.playName)"
    case .noSharingPrompt(let device): "no Play sharing prompt is shown on \(device.playName)"
    case .notTheParent(let device):
      "only the parent answers in Family Link, on \(DeviceID.parentPhone.playName), "
        + "not \(device.playName)"
    case .noPendingRequest: "Family Link has no pending request"
    case .notSupervised: "the account is not supervised with Family Link"
    case .alreadyRevoked: "the app's approval is already revoked"
    case .duplicateChange(let id): "change \(id) is already declared"
    case .effectiveDateInPast(let id, let effective):
      "change \(id) cannot take effect on \(effective), before today"
    case .unknownChange(let id): "no change \(id) is declared"
    case .alreadyCancelled(let id): "change \(id) is already cancelled"
    case .insideCancellationWindow(let id, let effective):
      "change \(id) takes effect on \(effective): Play Console cancels only until 48 hours "
        + "before"
    case .clockNotForward(let days): "the clock moves forward only; got \(days) days"
    case .accountCreatedAfterToday(let day, let today):
      "the account cannot be created on \(day), after today (\(today))"
    case .invalidAgeRanges(let error): "Play Console refuses these age ranges: \(error)"
    case .ageRangesSetWithinYear(let lastSet):
      "Play Console changes an app's age ranges once a year: last set \(lastSet), "
        + "next from \(lastSet.adding(years: 1))"
    }
  }
}
