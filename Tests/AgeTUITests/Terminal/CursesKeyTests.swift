import AgeScreen
import CNcurses
import CustomDump
import Glibc
import Testing

@testable import AgeTUI

/// How ``NcursesTerminal`` turns what `wget_wch` read into the app's ``Key``s: every key the
/// help documents, the ones it deliberately ignores, and mouse clicks.
@Suite("NcursesTerminal keys")
struct CursesKeyTests {
  /// One `wget_wch` result and the key it must give.
  struct Read: Sendable, CustomTestStringConvertible {
    let name: String
    let status: Int32
    let code: wint_t
    let key: Key?

    var testDescription: String { name }

    /// A function key (`KEY_CODE_YES`).
    static func function(_ name: String, _ code: Int32, _ key: Key?) -> Read {
      Read(name: name, status: KEY_CODE_YES, code: wint_t(code), key: key)
    }

    /// A character (`OK`).
    static func character(_ name: String, _ code: wint_t, _ key: Key?) -> Read {
      Read(name: name, status: OK, code: code, key: key)
    }
  }

  static let reads: [Read] = [
    .function("↑", KEY_UP, .up),
    .function("↓", KEY_DOWN, .down),
    .function("←", KEY_LEFT, .left),
    .function("→", KEY_RIGHT, .right),
    .function("PgUp", KEY_PPAGE, .pageUp),
    .function("PgDn", KEY_NPAGE, .pageDown),
    .function("Home", KEY_HOME, .home),
    .function("End", KEY_END, .end),
    .function("Shift-Tab", KEY_BTAB, .backTab),
    .function("keypad Enter", KEY_ENTER, .enter),
    .function("Backspace key", KEY_BACKSPACE, .backspace),
    .function("resize", KEY_RESIZE, .resize),
    .function("F1 (unbound)", KEY_F0 + 1, nil),
    .function("Delete (unbound)", KEY_DC, nil),
    .function("Insert (unbound)", KEY_IC, nil),
    .character("Esc", 27, .escape),
    .character("Enter (LF)", 10, .enter),
    .character("Enter (CR)", 13, .enter),
    .character("Tab", 9, .tab),
    .character("Backspace (DEL)", 127, .backspace),
    .character("Backspace (Ctrl-H)", 8, .backspace),
    .character("Ctrl-C as a byte (raw mode)", 3, .ctrlC),
    // In cbreak mode the terminal turns Ctrl-\ into SIGQUIT; as a byte it has no binding.
    .character("Ctrl-\\ as a byte", 28, nil),
    .character("Ctrl-A", 1, nil),
    .character("NUL", 0, nil),
    .character("Space", 32, .space),
    .character("q", 113, .character("q")),
    .character("?", 63, .character("?")),
    .character("+", 43, .character("+")),
    .character("é", 0xE9, .character("é")),
    .character("界 (wide)", 0x754C, .character("界")),
    .character("a surrogate is no scalar", 0xD800, nil),
    Read(name: "timeout (ERR)", status: ERR, code: 0, key: nil),
  ]

  @Test("wget_wch's result maps to the key", arguments: reads)
  func key(_ read: Read) {
    var mouseReads = 0
    let key = NcursesTerminal.key(status: read.status, code: read.code) {
      mouseReads += 1
      return nil
    }
    expectNoDifference(key, read.key)
    // Only KEY_MOUSE asks curses for a mouse event.
    expectNoDifference(mouseReads, 0)
  }

  /// A mouse event and the key it must give.
  struct Mouse: Sendable, CustomTestStringConvertible {
    let name: String
    let state: mmask_t?
    let key: Key?

    var testDescription: String { name }
  }

  static let mouseEvents: [Mouse] = [
    Mouse(name: "press", state: cn_button1_pressed(), key: .click(column: 7, row: 3)),
    Mouse(name: "click", state: cn_button1_clicked(), key: .click(column: 7, row: 3)),
    Mouse(name: "another button or a release", state: 0, key: nil),
    Mouse(name: "getmouse failed", state: nil, key: nil),
  ]

  @Test("KEY_MOUSE is a click only for the primary button", arguments: mouseEvents)
  func mouse(_ mouse: Mouse) {
    var mouseReads = 0
    let key = NcursesTerminal.key(status: KEY_CODE_YES, code: wint_t(KEY_MOUSE)) {
      mouseReads += 1
      return mouse.state.map { MEVENT(id: 0, x: 7, y: 3, z: 0, bstate: $0) }
    }
    expectNoDifference(key, mouse.key)
    expectNoDifference(mouseReads, 1)
  }

  /// What follows an ESC that curses handed over as a character, and what it must give.
  struct AfterEscape: Sendable, CustomTestStringConvertible {
    let name: String
    /// The reads after the ESC; past the end, `ERR` (nothing more has arrived).
    let reads: [NcursesTerminal.Read]
    let key: Key?
    /// How many reads the key takes; the read after them must be left unread.
    let consumed: Int
    let pending: NcursesTerminal.Read?

    var testDescription: String { name }

    init(
      _ name: String, _ reads: [NcursesTerminal.Read], _ key: Key?, consumed: Int,
      pending: NcursesTerminal.Read? = nil
    ) {
      self.name = name
      self.reads = reads
      self.key = key
      self.consumed = consumed
      self.pending = pending
    }

    /// Characters, as `wget_wch` returns them with `OK`.
    static func text(_ text: String) -> [NcursesTerminal.Read] {
      text.unicodeScalars.map { NcursesTerminal.Read(status: OK, code: wint_t($0.value)) }
    }
  }

  static let afterEscape: [AfterEscape] = [
    AfterEscape("Esc alone", [], .escape, consumed: 1),
    AfterEscape(
      "ESC [ 1 q (unknown to terminfo), then x", AfterEscape.text("[1qx"), nil, consumed: 3),
    AfterEscape(
      "a CSI with parameters and intermediates: ESC [ 1 ; 5 SP u", AfterEscape.text("[1;5 u!"), nil,
      consumed: 6),
    AfterEscape("an SS3 key: ESC O P, then q", AfterEscape.text("OPq"), nil, consumed: 2),
    AfterEscape("Alt-q: ESC q", AfterEscape.text("qq"), nil, consumed: 1),
    AfterEscape(
      "an OSC report ended by BEL", AfterEscape.text("]11;rgb:0/0/0\u{7}q"), nil, consumed: 14),
    AfterEscape(
      "an OSC report ended by ESC \\", AfterEscape.text("]11;x\u{1B}\\q"), nil, consumed: 7),
    AfterEscape(
      "a two-character sequence after an intermediate: ESC ( B", AfterEscape.text("(Bq"), nil,
      consumed: 2),
    AfterEscape("a CSI cut short: ESC [ 1, then nothing", AfterEscape.text("[1"), nil, consumed: 3),
    AfterEscape(
      "a CSI broken by Enter: the sequence is dropped, Enter is the next key",
      AfterEscape.text("[1\r"), nil, consumed: 3,
      pending: NcursesTerminal.Read(status: OK, code: 13)),
    AfterEscape(
      "Esc twice: Esc, and the second ESC is the next key", AfterEscape.text("\u{1B}"), .escape,
      consumed: 1,
      pending: NcursesTerminal.Read(status: OK, code: 27)),
    AfterEscape(
      "Esc, then é: Esc, and é is the next key", AfterEscape.text("é"), .escape, consumed: 1,
      pending: NcursesTerminal.Read(status: OK, code: 0xE9)),
    AfterEscape(
      "Esc, then ↑ that curses recognised: Esc, and ↑ is the next key",
      [NcursesTerminal.Read(status: KEY_CODE_YES, code: wint_t(KEY_UP))], .escape, consumed: 1,
      pending: NcursesTerminal.Read(status: KEY_CODE_YES, code: wint_t(KEY_UP))),
    AfterEscape(
      "an endless CSI ends after 256 characters",
      AfterEscape.text("[" + String(repeating: "1", count: 300)), nil, consumed: 256),
  ]

  @Test("an escape sequence curses did not recognise is ignored whole", arguments: afterEscape)
  func keyAfterEscape(_ testCase: AfterEscape) {
    var reads = 0
    let (key, pending) = NcursesTerminal.keyAfterEscape {
      defer { reads += 1 }
      return reads < testCase.reads.count
        ? testCase.reads[reads] : NcursesTerminal.Read(status: ERR, code: 0)
    }
    expectNoDifference(key, testCase.key)
    expectNoDifference(pending, testCase.pending)
    expectNoDifference(reads, testCase.consumed)
  }

  @Test("every key the simulator's table binds can come from the terminal")
  func everyBoundKeyIsReachable() {
    var readable = Set(Self.reads.compactMap(\.key))
    readable.insert(.click(column: 0, row: 0))
    let bound = Set(ShellKeys.table.bindings.flatMap(\.keys))
    let printable = bound.filter {
      guard case .character(let character) = $0 else { return false }
      return character != " "
    }
    // Printable characters arrive as themselves (tested above for a few); the rest must each
    // have a row in the table.
    expectNoDifference(bound.subtracting(printable).subtracting(readable), [])
  }
}
