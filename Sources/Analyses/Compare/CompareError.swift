import Reports
import Scenarios

/// Why a comparison cannot be made: a value the dimension does not take, or a step the
/// walkthrough does not have. The message names the valid values.
public struct CompareError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, naming what was wrong and what is valid.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
