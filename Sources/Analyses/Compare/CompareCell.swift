import Reports
import Scenarios

/// What one column says about one aspect, and whether that differs from the first column.
public struct CompareCell: Hashable, Sendable {
  /// The aspect.
  public var aspect: CompareAspect
  /// The cell's lines (empty only for `refused` when nothing was refused).
  public var lines: [String]
  /// Whether the lines differ from the first column's (never for the first column).
  public var differs: Bool

  /// Creates a cell.
  public init(aspect: CompareAspect, lines: [String], differs: Bool = false) {
    self.aspect = aspect
    self.lines = lines
    self.differs = differs
  }
}
