/// One terminal cell: a grapheme and its style, or the right half of a wide grapheme.
///
/// A plain value: the grapheme is kept as up to ``maximumScalars`` Unicode scalars packed into
/// two integers rather than as a `Character` (a string), so a canvas of cells is copied,
/// compared and freed as memory, without reference counting per cell. That is curses' own
/// limit per cell (`CCHARW_MAX`); a longer grapheme (a letter under many combining marks) keeps
/// its first five scalars, so every output shows what the terminal shows.
public struct Cell: Hashable, Sendable {
  /// The most Unicode scalars a cell keeps of its grapheme.
  public static let maximumScalars = 5

  /// Scalars 1–3 of the grapheme, 21 bits each, the first in the lowest bits.
  private var low: UInt64
  /// Scalars 4 and 5, 21 bits each; 0 where the grapheme is shorter. A NUL is never part of a
  /// longer grapheme (a control character is always a grapheme of its own), so 0 can mark an
  /// empty place after the first.
  private var high: UInt64
  /// What the cell means; the adapter turns it into attributes and colours.
  public var style: CellStyle
  /// `true` for the second column of a wide (two-column) grapheme; such a cell draws nothing.
  public var isContinuation: Bool

  private static let scalarBits: UInt64 = 21
  private static let scalarMask: UInt64 = (1 << 21) - 1

  /// Creates a cell.
  public init(_ character: Character, style: CellStyle = .plain, isContinuation: Bool = false) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (index, scalar) in character.unicodeScalars.prefix(Self.maximumScalars).enumerated() {
      let value = UInt64(scalar.value)
      if index < 3 {
        low |= value << (Self.scalarBits * UInt64(index))
      } else {
        high |= value << (Self.scalarBits * UInt64(index - 3))
      }
    }
    self.low = low
    self.high = high
    self.style = style
    self.isContinuation = isContinuation
  }

  /// Creates a cell showing one scalar that is a grapheme of its own.
  public init(scalar: Unicode.Scalar, style: CellStyle = .plain, isContinuation: Bool = false) {
    self.low = UInt64(scalar.value)
    self.high = 0
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A blank cell in the given style.
  public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(scalar: " ", style: style) }

  /// The grapheme shown in this cell (a space when blank).
  public var character: Character {
    get {
      guard scalarCount > 1 else { return Character(leadingScalar) }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      return String(text).first ?? Character(leadingScalar)
    }
    set { self = Cell(newValue, style: style, isContinuation: isContinuation) }
  }

  /// The grapheme's first scalar.
  public var leadingScalar: Unicode.Scalar {
    Unicode.Scalar(UInt32(truncatingIfNeeded: low & Self.scalarMask)) ?? " "
  }

  /// How many scalars the cell keeps of its grapheme (1 to ``maximumScalars``).
  public var scalarCount: Int {
    var count = 1
    while count < Self.maximumScalars, value(at: count) != 0 { count += 1 }
    return count
  }

  /// The grapheme's scalars, in order.
  public var scalars: [Unicode.Scalar] {
    (0..<scalarCount).compactMap { Unicode.Scalar(value(at: $0)) }
  }

  /// The scalar value at `index` (0 where the grapheme is shorter).
  private func value(at index: Int) -> UInt32 {
    let word = index < 3 ? low : high
    let shift = Self.scalarBits * UInt64(index < 3 ? index : index - 3)
    return UInt32(truncatingIfNeeded: (word >> shift) & Self.scalarMask)
  }
}
