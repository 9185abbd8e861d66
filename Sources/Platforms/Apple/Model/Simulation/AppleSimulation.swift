import FlowEngine

/// The whole simulated world at one moment: settings, system services, devices, and history.
///
/// A value: copy it, compare it, save it. It changes only through `applying(_:)`, which takes an
/// action and returns the next simulation plus the trace entries the action produced.
public struct AppleSimulation: Hashable, Sendable {
  /// The settings: person, region, OS, clock, app.
  public var world: AppleWorld
  /// The age-range cache in the person's account (shared by their devices).
  public var cache: AgeRangeCache
  /// The iCloud key-value store's handled change identifiers.
  public var keyValueStore: Set<ChangeID>
  /// Every question asked.
  public var askCenter: AskCenter
  /// The person's devices: the iPhone first, then the second device if any.
  public var devices: [AppleDeviceState]
  /// Notifications shown on the parent's iPhone, newest last.
  public var parentNotifications: [AppleDeviceNotification]
  /// Whether RESCIND_CONSENT reached the developer's server and the app has not been
  /// re-approved since.
  public var consentRevoked: Bool
  /// Parent answers the app has not received yet because it was not running.
  public var undeliveredAnswers: [ApprovalID]
  /// Every App Store Server Notification the developer's server received, oldest first.
  public var serverNotifications: [ServerNotificationPayload]
  /// What the app learned, in order.
  public var ledger: AppendLog<LedgerEntry<AppleLearnedFact>>
  /// Everything that happened, in order.
  public var trace: AppendLog<AppleTraceEntry>

  /// Creates a simulation at the start of a world: the app's current version installed on
  /// every device of the person (first installed at `originalInstallVersion`), not running.
  public init(world: AppleWorld) {
    self.world = world
    self.cache = AgeRangeCache()
    self.keyValueStore = []
    self.askCenter = AskCenter()
    var devices = [
      AppleDeviceState(
        id: .childPhone, kind: world.mainDevice, installedVersion: world.app.currentVersion)
    ]
    if let second = world.secondDevice {
      devices.append(
        AppleDeviceState(
          id: .secondDevice, kind: second, installedVersion: world.app.currentVersion))
    }
    self.devices = devices
    self.parentNotifications = []
    self.consentRevoked = false
    self.undeliveredAnswers = []
    self.serverNotifications = []
    self.ledger = []
    self.trace = []
  }

  /// A device of the person, if it exists.
  public func device(_ id: DeviceID) -> AppleDeviceState? {
    devices.first { $0.id == id }
  }

  /// The app's flow step on a device (`notRunning` when the device does not exist).
  public func step(on id: DeviceID) -> FlowStep {
    device(id)?.flow.step ?? .notRunning
  }

  /// The context the age-range service answers in, right now.
  public var ageRangeContext: AgeRangeContext {
    AgeRangeContext(
      person: world.person, region: world.region, regionRule: world.regionRule, os: world.os,
      today: world.today,
      cache: cache, assumptions: world.assumptions, lawRule: world.lawRule)
  }

  /// Applies one action: the next simulation and the trace entries it produced.
  public func applying(_ action: AppleAction) -> AppleActionOutcome {
    var stepper = AppleActionApplier(self)
    ApplePlatform.apply(action, in: &stepper)
    return AppleActionOutcome(simulation: stepper.simulation, entries: stepper.entries)
  }
}
