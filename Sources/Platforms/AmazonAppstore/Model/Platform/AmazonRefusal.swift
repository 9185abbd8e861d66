import FlowEngine

/// Why Amazon (or the simulation) refused an action, with its text made here and nowhere else.
public enum AmazonRefusal: Hashable, Sendable {
  /// The device has no copy of the app.
  case noApp(DeviceID)
  /// The app already runs on the device.
  case alreadyRunning(DeviceID)
  /// The app does not run on the device.
  case notRunning(DeviceID)
  /// The parent revoked consent: the child can no longer use the app until a parent consents
  /// again (amazon.md §7 [V]).
  case accessRevoked(DeviceID)
  /// Only the parent's device consents, withholds or revokes.
  case notTheParent(DeviceID)
  /// The profile is not supervised: no parent, no consent.
  case notSupervised
  /// The parent already consented to the current version.
  case alreadyConsented
  /// No consent request is waiting for the parent.
  case noPendingRequest
  /// There is no consent to revoke (none given, or already revoked).
  case nothingToRevoke
  /// A change with this ID is already reported.
  case duplicateChange(ChangeID)
  /// The clock only moves forward.
  case clockNotForward(days: Int)

  /// One sentence.
  public var text: String {
    switch self {
    case .noApp(let device): "the app is not installed on \(device.amazonName)"
    case .alreadyRunning(let device): "the app already runs on \(device.amazonName)"
    case .notRunning(let device): "the app does not run on \(device.amazonName)"
    case .accessRevoked(let device):
      "the parent revoked consent: the child cannot use the app on \(device.amazonName) until a "
        + "parent consents again"
    case .notTheParent(let device): "only the parent's device can do this, not \(device.amazonName)"
    case .notSupervised: "the profile is not supervised: there is no parent to consent"
    case .alreadyConsented: "the parent already consented to the current version"
    case .noPendingRequest: "no consent request is waiting for the parent"
    case .nothingToRevoke: "there is no consent to revoke"
    case .duplicateChange(let id): "a change \(id) is already reported"
    case .clockNotForward(let days): "the clock only moves forward, not by \(days) days"
    }
  }
}
