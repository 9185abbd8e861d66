import Analyses
import Apple
import FlowEngine
import Reports
import Scenarios

/// The state a sweep counts: an `AppleSimulation` without its history.
///
/// Two simulations are the same state when every field but `trace` and `ledger` is equal: the
/// world's settings and clock, the age-range cache, the iCloud key-value store, the ask center,
/// every device (flow, sheet, notifications, handled changes), the parent's notifications,
/// revocation and undelivered answers. No action changes the region table or the app's
/// configuration other than its current version (an update) and its gates (`app-gates:`), so
/// of those only these go into the fingerprint, which keeps hashing cheap.
///
/// States and transitions are counted by 64-bit fingerprints (`Hasher`, SipHash-1-3). Two
/// distinct states share one with a probability below 10⁻⁷ for a million states, so the counts
/// are exact in practice; the fingerprints themselves change from process to process (the
/// hasher is seeded per process), the counts do not.
public enum AppleExploreState {
  /// The fingerprint of a simulation's state.
  public static func fingerprint(_ simulation: AppleSimulation) -> Int {
    var hasher = Hasher()
    let world = simulation.world
    hasher.combine(world.person)
    hasher.combine(world.parentName)
    hasher.combine(world.regionCode)
    hasher.combine(world.os)
    hasher.combine(world.today)
    hasher.combine(world.assumptions)
    hasher.combine(world.app.currentVersion)
    hasher.combine(world.app.gates)
    hasher.combine(world.secondDevice)
    hasher.combine(simulation.cache)
    hasher.combine(simulation.keyValueStore)
    hasher.combine(simulation.askCenter)
    // Notifications count by their text: when one was posted is the screen's concern, and two
    // paths to the same state must meet.
    hasher.combine(simulation.devices.count)
    for device in simulation.devices {
      hasher.combine(device.id)
      hasher.combine(device.kind)
      hasher.combine(device.installedVersion)
      hasher.combine(device.flow)
      hasher.combine(device.sheet)
      Self.combine(device.notifications, into: &hasher)
      hasher.combine(device.handledChanges)
    }
    Self.combine(simulation.parentNotifications, into: &hasher)
    hasher.combine(simulation.consentRevoked)
    hasher.combine(simulation.undeliveredAnswers)
    return hasher.finalize()
  }

  private static func combine(_ notifications: [AppleDeviceNotification], into hasher: inout Hasher)
  {
    hasher.combine(notifications.count)
    for notification in notifications { hasher.combine(notification.text) }
  }

  /// The fingerprint of a transition: the state before, the action, and the state after.
  public static func fingerprint(from before: Int, action: AppleAction, to after: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(before)
    hasher.combine(action)
    hasher.combine(after)
    return hasher.finalize()
  }
}
