import FlowEngine

/// One of the person's devices: the app on it, its flow, and what the system shows over it.
public struct AppleDeviceState: Hashable, Sendable, Identifiable {
  /// Which device.
  public var id: DeviceID
  /// iPhone, iPad or Mac.
  public var kind: AppleDeviceKind
  /// The installed app version.
  public var installedVersion: AppVersion
  /// The app's flow on this device.
  public var flow: AppFlowState
  /// The system sheet over the app, if any.
  public var sheet: AppleSheet?
  /// Notifications shown on this device, newest last.
  public var notifications: [AppleDeviceNotification]
  /// The device's local copy of the iCloud key-value store's handled changes.
  public var handledChanges: Set<ChangeID>

  /// Creates a device with the app installed and not running.
  public init(id: DeviceID, kind: AppleDeviceKind, installedVersion: AppVersion) {
    self.id = id
    self.kind = kind
    self.installedVersion = installedVersion
    self.flow = AppFlowState()
    self.sheet = nil
    self.notifications = []
    self.handledChanges = []
  }

  /// "iPhone", "iPad".
  public var title: String { kind.title }
}
