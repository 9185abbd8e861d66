/// One terminal cell: a grapheme and its style, or the right half of a wide grapheme.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown in this cell (a space when blank).
  public var character: Character
  /// What the cell means; the adapter turns it into attributes and colours.
  public var style: CellStyle
  /// `true` for the second column of a wide (two-column) grapheme; such a cell draws nothing.
  public var isContinuation: Bool

  /// Creates a cell.
  public init(_ character: Character, style: CellStyle = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A blank cell in the given style.
  public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(" ", style: style) }
}
