/// A problem `agetui-deliver` reports and exits on: one line naming what is wrong and where.
public struct DeliveryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line shown.
  public let message: String

  /// A problem described by `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
