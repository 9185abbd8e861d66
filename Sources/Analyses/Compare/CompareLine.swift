import FlowEngine
import Reports
import Scenarios

/// One line of a comparison laid out in columns, with what it is so a screen can style it.
public struct CompareLine: Hashable, Sendable {
  /// What a line holds.
  public enum Kind: Hashable, Sendable {
    /// The values' headings.
    case heading
    /// An aspect's title, across the columns.
    case aspect
    /// Cells' text, side by side.
    case cells
  }

  /// What the line holds.
  public var kind: Kind
  /// The text, columns padded with spaces.
  public var text: String
}
