import Scenarios

/// What `expect: server-notification:` says of the notifications the developer's server has
/// received so far.
public enum ServerNotificationCheck: Hashable, Sendable {
  /// `server-notification: none`: the App Store has sent nothing yet.
  case nothingSent
  /// A mapping of payload keys: the values of the latest notification.
  case latest([Value])

  /// One key's expected value.
  public struct Value: Hashable, Sendable {
    /// The key.
    public var field: ServerNotificationField
    /// The value as the key's text (`none` for an absent `appAppleId`).
    public var value: String
    /// `{not: …}`: the value must differ.
    public var negated: Bool

    /// Creates a key's expectation.
    public init(field: ServerNotificationField, value: String, negated: Bool = false) {
      self.field = field
      self.value = value
      self.negated = negated
    }
  }
}
