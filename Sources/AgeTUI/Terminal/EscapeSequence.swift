/// The rest of an escape sequence that curses did not recognise, read character by character
/// after the ESC that curses handed over as a key of its own.
///
/// With `keypad` on, curses turns the sequences of the keys its terminfo entry names (arrows,
/// Home, F1…) into key codes; any other sequence (a key the entry lacks, such as `ESC [ 1 q`,
/// a terminal's report, Alt with a key) comes out as ESC followed by its characters, which the
/// app would take as Esc and then as keys: `ESC [ 1 q` would quit. The terminal reader feeds
/// what follows an ESC here until the sequence is complete, and ignores it whole. The grammar is
/// ECMA-48's: CSI (`ESC [`, parameters, intermediates, one final character), SS3 (`ESC O` and
/// one character), the control strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, ended by
/// BEL or `ESC \`), and the two-character sequences (`ESC` and one printable character,
/// optionally after intermediates).
struct EscapeSequence: Equatable, Sendable {
  /// What the character fed said about the sequence.
  enum Progress: Equatable, Sendable {
    /// The sequence goes on.
    case incomplete
    /// The character ended the sequence.
    case complete
    /// The character cannot be part of the sequence: the sequence ended before it, and the
    /// character is input of its own.
    case notPart
  }

  private enum State: Equatable, Sendable {
    /// Just after the ESC.
    case start
    /// In a CSI's parameters or intermediates.
    case controlSequence
    /// After `ESC O`: one character ends it.
    case singleShift
    /// In a control string; `afterEscape` when its last character was an ESC (of `ESC \`).
    case controlString(afterEscape: Bool)
    /// After intermediates of a two-character sequence.
    case intermediates
  }

  /// The most characters read after an ESC: a longer sequence is taken as ended there, so no
  /// stream of input can keep the reader from the keys after it.
  static let maximumLength = 256

  private var state = State.start
  /// How many characters were fed.
  private(set) var length = 0

  /// Feeds the next character after the ESC (a Unicode scalar value).
  mutating func feed(_ code: UInt32) -> Progress {
    length += 1
    let progress = advance(code)
    if progress == .incomplete, length >= Self.maximumLength { return .complete }
    return progress
  }

  private mutating func advance(_ code: UInt32) -> Progress {
    switch state {
    case .start:
      switch code {
      case 0x5B:  // [
        state = .controlSequence
        return .incomplete
      case 0x4F:  // O
        state = .singleShift
        return .incomplete
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
        state = .controlString(afterEscape: false)
        return .incomplete
      case 0x20...0x2F:
        state = .intermediates
        return .incomplete
      case 0x30...0x7E: return .complete
      case _: return .notPart
      }
    case .controlSequence:
      switch code {
      case 0x20...0x3F: return .incomplete
      case 0x40...0x7E: return .complete
      case _: return .notPart
      }
    case .singleShift:
      return (0x20...0x7E).contains(code) ? .complete : .notPart
    case .controlString(let afterEscape):
      if code == 0x07 || (afterEscape && code == 0x5C) { return .complete }
      state = .controlString(afterEscape: code == 0x1B)
      return .incomplete
    case .intermediates:
      switch code {
      case 0x20...0x2F: return .incomplete
      case 0x30...0x7E: return .complete
      case _: return .notPart
      }
    }
  }
}
