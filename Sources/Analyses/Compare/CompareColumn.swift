import Reports
import Scenarios

/// One column of a comparison: the scenario replayed with one value of the dimension.
public struct CompareColumn: Hashable, Sendable {
  /// The value as written on the command line: `ask-first`, `US-TX`, `26.5`.
  public var value: String
  /// The value as a heading: `Ask First`, `US-TX Texas`, `iOS 26.5`.
  public var label: String
  /// Whether this is the scenario's own value.
  public var isScenarioValue: Bool
  /// One cell per aspect shown, in ``CompareAspect`` order.
  public var cells: [CompareCell]

  /// Creates a column.
  public init(value: String, label: String, isScenarioValue: Bool, cells: [CompareCell]) {
    self.value = value
    self.label = label
    self.isScenarioValue = isScenarioValue
    self.cells = cells
  }

  /// The heading with the scenario's own value starred: `Ask First ★`.
  public var heading: String { isScenarioValue ? "\(label) ★" : label }

  /// The cell for an aspect, if the comparison shows it.
  public func cell(_ aspect: CompareAspect) -> CompareCell? {
    cells.first { $0.aspect == aspect }
  }
}
