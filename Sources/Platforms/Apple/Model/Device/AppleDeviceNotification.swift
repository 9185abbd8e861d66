import FlowEngine

/// A notification a device shows: its text, and when the system posted it (the simulated day
/// and the trace entry that records it), so a screen can tell a new one from an old one.
public struct AppleDeviceNotification: Hashable, Sendable {
  /// What it says.
  public var text: String
  /// The simulated day it was posted.
  public var date: SimDate
  /// The sequence of the trace entry that posted it.
  public var sequence: Int
  /// The share it reports, for a notification about the person's age range.
  public var share: AppleShareNotification?

  /// Creates a notification.
  public init(_ text: String, date: SimDate, sequence: Int, share: AppleShareNotification? = nil) {
    self.share = share
    self.text = text
    self.date = date
    self.sequence = sequence
  }
}
