import AgeScreen
import CNcurses
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
    #expect(key == read.key)
    // Only KEY_MOUSE asks curses for a mouse event.
    #expect(mouseReads == 0)
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
    #expect(key == mouse.key)
    #expect(mouseReads == 1)
  }

  @Test("every key the simulator's table binds can come from the terminal")
  func everyBoundKeyIsReachable() {
    var readable = Set(Self.reads.compactMap(\.key))
    readable.insert(.click(column: 0, row: 0))
    let bound = Set(SimulatorShell.keys.bindings.flatMap(\.keys))
    let printable = bound.filter {
      guard case .character(let character) = $0 else { return false }
      return character != " "
    }
    // Printable characters arrive as themselves (tested above for a few); the rest must each
    // have a row in the table.
    #expect(bound.subtracting(printable).subtracting(readable) == [])
  }
}
