import Apple
import FlowEngine
import Scenarios

/// Where one of the person's devices ended up.
public struct AppleDeviceSummary: Hashable, Sendable {
  /// The device.
  public var device: DeviceID
  /// iPhone, iPad or Mac.
  public var kind: AppleDeviceKind
  /// The flow step.
  public var step: FlowStep
  /// The branch the flow took, if known.
  public var branch: FlowBranch?
  /// The system sheet showing, if any.
  public var sheet: AppleSheet?
  /// The installed app version.
  public var installedVersion: AppVersion
  /// The handled change identifiers this device knows, sorted.
  public var handledChanges: [ChangeID]
  /// Notifications shown on the device, oldest first.
  public var notifications: [String]

  /// Summarises a device.
  public init(_ device: AppleDeviceState) {
    self.device = device.id
    self.kind = device.kind
    self.step = device.flow.step
    self.branch = device.flow.branch
    self.sheet = device.sheet
    self.installedVersion = device.installedVersion
    self.handledChanges = device.handledChanges.sorted()
    self.notifications = device.notifications.map(\.text)
  }

  /// `blocked (parent-declined)`, `running (feature on)`, `waiting-for-parent (question #1)`.
  public var stepDescription: String { step.summary }
}
