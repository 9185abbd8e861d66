/// A usage error a store's part of a command found (a step out of range, an option its side
/// cannot draw): the command says `Error: MESSAGE` on standard error and exits 64. A store
/// throws it rather than printing, so its room does no I/O.
public struct StoreUsageError: Error, Equatable, Sendable {
  /// What is wrong, in whole sentences, without the `Error: ` prefix.
  public let message: String

  /// The error saying `message`.
  public init(_ message: String) {
    self.message = message
  }
}
