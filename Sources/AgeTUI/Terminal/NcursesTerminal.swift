import AgeScreen
import CNcurses

#if canImport(Glibc)
  import Glibc
#endif

/// The ncurses terminal: the only file that imports CNcurses.
///
/// It opens the terminal without `initscr` (which exits the process on an unknown `TERM`),
/// copies each ``Canvas`` into curses' screen and lets curses send only what changed, reads
/// keys and mouse clicks, and gives the terminal back on ``close()``.
final class NcursesTerminal: Terminal {
  private var screen: OpaquePointer?
  private let window: UnsafeMutablePointer<WINDOW>
  private let usesColor: Bool
  private var timeout: Int32 = -2
  private var attributes: [CellStyle: (attr: attr_t, pair: Int16)] = [:]
  private var shown: Canvas?
  /// One row of curses cells, reused from row to row (see ``put(_:row:)``).
  private var rowBuffer: [cchar_t] = []
  private var stderrCaptured = false
  /// Whether curses has been set to write each refresh in one piece (see ``bufferOutput()``).
  private var isOutputBuffered = false
  /// A read that ended an escape sequence without belonging to it: the next key.
  private var pendingRead: Read?
  /// Whether the terminal has hung up (see ``noteEmptyRead()``).
  private var isHungUp = false
  /// Reads in a row that returned nothing although input was ready.
  private var emptyReads = 0

  /// One `wget_wch` result: what it returned and the code it stored.
  struct Read: Equatable, Sendable {
    /// `OK`, `KEY_CODE_YES` or `ERR`.
    var status: Int32
    /// The character or key code.
    var code: wint_t
  }

  // MARK: - Opening

  /// Checks that the TUI can run here, then takes over the terminal.
  ///
  /// Nothing is written to the terminal unless every check passes: standard input and output
  /// must be terminals, `TERM` must be set, known to terminfo and able to move the cursor.
  /// Install ``SignalFlag`` before calling this, so curses keeps its hands off SIGINT/SIGTERM,
  /// and call ``installCrashHook(_:)`` right after.
  static func open(environment: [String: String]) throws(TerminalOpenError) -> NcursesTerminal {
    guard isatty(STDIN_FILENO) == 1 else { throw .inputNotATerminal }
    guard isatty(STDOUT_FILENO) == 1 else { throw .outputNotATerminal }
    guard let term = environment["TERM"], !term.isEmpty else { throw .termUnset }
    useUTF8Locale()
    switch cn_probe_terminal(term, STDOUT_FILENO) {
    case 0: break
    case 2: throw .cannotAddressCursor(term)
    default: throw .unknownTerm(term)
    }
    var output: UnsafeMutablePointer<FILE>?
    var input: UnsafeMutablePointer<FILE>?
    guard let screen = cn_newterm(term, &output, &input) else { throw .unknownTerm(term) }
    guard let window = cn_stdscr() else {
      endwin()
      delscreen(screen)
      throw .cursesFailed(term)
    }
    return NcursesTerminal(
      screen: screen, window: window, usesColor: ColorPolicy.usesColor(environment: environment))
  }

  /// Installs the crash hook on every ``SignalPolicy/crashSignals`` signal: it restores the
  /// terminal, writes `report`'s one line to standard error and sends Swift's backtrace to the
  /// report file (see `cn_crash_handler` in the shim). Until ``close()``, standard error goes
  /// to a file without a name, so a stray write cannot scribble over the screen: ``close()``
  /// gives what it holds back to standard error, and a crash copies it to the top of the
  /// report, so the runtime's "Fatal error" line before a trap heads it. The report file is
  /// made only by a crash: a process killed outright leaves none.
  // Never inlined, like close(): each object file has its own copy of the shim's crash state,
  // and an optimised build inlined close() into TUIRunner's, which then found no captured
  // stderr to give back (the resume problem went into the deleted report file).
  @inline(never)
  func installCrashHook(_ report: CrashReport) {
    cn_set_crash_report_path(report.file ?? "")
    for signalNumber in SignalPolicy.crashSignals {
      cn_set_crash_line(signalNumber, report.line(for: signalNumber) + "\n")
      cn_set_crash_report_heading(signalNumber, report.heading(for: signalNumber))
      cn_install_crash_restore(signalNumber)
    }
    stderrCaptured = report.file != nil && cn_capture_stderr() == 0
    forcedQuitRestore = cn_forced_quit_restore
  }

  /// Tells the crash hook which resume marker to mark "crashed" (nil: none), so a replay that
  /// crashed is told from one that was killed (see ``SessionRecorder``).
  // Never inlined, for the same reason as installCrashHook.
  @inline(never)
  func markCrashes(in marker: String?) {
    cn_set_crash_resume_marker(marker ?? "")
  }

  private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, usesColor: Bool) {
    self.screen = screen
    self.window = window
    cbreak()
    noecho()
    keypad(window, true)
    curs_set(0)
    set_escdelay(25)
    mousemask(cn_button1_pressed() | cn_button1_clicked(), nil)
    // Report presses at once instead of waiting to tell clicks from double clicks.
    mouseinterval(0)
    self.usesColor = usesColor && has_colors()
    if self.usesColor {
      start_color()
      use_default_colors()
    }
    for style in CellStyle.allCases {
      attributes[style] = makeAttributes(for: style)
    }
    // cbreak leaves XON/XOFF on, so Ctrl-S would freeze the screen until Ctrl-Q; off, they are
    // ordinary (unbound) keys. endwin gives the shell its own setting back. If the tty refuses,
    // the TUI still works, only with flow control.
    _ = cn_disable_flow_control(STDIN_FILENO)
  }

  /// Makes sure multibyte text reaches curses as UTF-8: the user's locale if it is UTF-8,
  /// otherwise C.UTF-8 for character handling. Only LC_CTYPE, the one category curses and
  /// `wcwidth` read: taking all of them (`LC_ALL`) loads a dozen locale files at start.
  private static func useUTF8Locale() {
    setlocale(LC_CTYPE, "")
    if !isUTF8(locale: setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "") {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  /// Whether the locale named `locale` (`en_US.UTF-8`, `C.utf8`, `de_DE.UTF-8@euro`) encodes
  /// text as UTF-8: its codeset, after the dot and before a modifier, says so in either
  /// spelling. Read by splitting, not by a substring search: that is generic code whose
  /// conformances the runtime finds by scanning all of the binary's at every launch (issue 40).
  static func isUTF8(locale: String) -> Bool {
    let codeset = locale.lowercased().split(separator: ".", maxSplits: 1).dropFirst().first?
      .split(separator: "@", maxSplits: 1).first
    return codeset == "utf-8" || codeset == "utf8"
  }

  // MARK: - Terminal

  var size: Size {
    Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
  }

  /// A quit signal, or SIGHUP once the terminal has gone away (see ``noteEmptyRead()``): a
  /// shell that ignores SIGHUP passes that on, so without a terminal no signal would ever come.
  var quitSignal: Int32? { SignalFlag.received ?? (isHungUp ? SIGHUP : nil) }

  func draw(_ canvas: Canvas) {
    guard screen != nil else { return }
    if !isOutputBuffered { bufferOutput() }
    // Rows equal to the last frame are already in curses' screen; skipping them saves copying
    // them into curses cells and curses comparing them again. After a resize everything is
    // sent again.
    let previous = shown?.size == canvas.size ? shown : nil
    shown = canvas
    let rows = min(canvas.size.height, Int(getmaxy(window)))
    for row in 0..<rows {
      let cells = canvas.cells(row: row)
      if let previous, previous.cells(row: row) == cells { continue }
      put(cells, row: row)
    }
    wrefresh(window)
  }

  /// Makes curses write a refresh in one piece. Until curses mode has been left and resumed
  /// once, ncurses 6.4 treats the screen as not started (its `_endwin` is `ewInitial`) and
  /// flushes its output at every cursor move: one `write` per jump, about 40 for a simulation
  /// step, each of them waking the terminal. Leaving curses mode before the first frame is
  /// drawn (`endwin`: the tty modes and the alternate screen are set again by the next refresh)
  /// ends that. `typeahead(-1)`: no poll of the keyboard every few rows, which would also flush
  /// and could stop a frame half drawn. Done at the first draw, not at start: until the next
  /// refresh the tty is back in the shell's modes, and keys typed while a session is restored
  /// would echo.
  private func bufferOutput() {
    isOutputBuffered = true
    endwin()
    typeahead(-1)
  }

  /// Copies one row of cells into curses' screen as curses' own cells (`cchar_t`), so curses
  /// neither decodes UTF-8 nor builds a character at a time (`waddstr` does both for every
  /// cell); the canvas has already placed every grapheme. Continuation cells are left out:
  /// curses fills the second column of a wide character itself.
  private func put(_ cells: ArraySlice<Cell>, row: Int) {
    // A local array: appending to the stored one would check exclusive access at every cell.
    var buffer: [cchar_t] = []
    swap(&buffer, &rowBuffer)
    defer { swap(&buffer, &rowBuffer) }
    buffer.removeAll(keepingCapacity: true)
    var style: CellStyle?
    var template = cchar_t()
    for cell in cells where !cell.isContinuation {
      if cell.style != style {
        style = cell.style
        template = Self.blank(attributes[cell.style] ?? (cn_A_NORMAL(), 0))
      }
      var value = template
      if cell.scalarCount == 1 {
        value.chars.0 = wchar_t(bitPattern: cell.leadingScalar.value)
      } else {
        withUnsafeMutableBytes(of: &value.chars) { raw in
          let characters = raw.bindMemory(to: wchar_t.self)
          // A cell holds at most CCHARW_MAX code points, as curses keeps them when it adds text.
          for (index, scalar) in cell.scalars.prefix(characters.count).enumerated() {
            characters[index] = wchar_t(bitPattern: scalar.value)
          }
        }
      }
      buffer.append(value)
    }
    buffer.withUnsafeBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      _ = wmove(window, Int32(row), 0)
      _ = wadd_wchnstr(window, base, Int32(cells.count))
    }
  }

  /// A blank `cchar_t` with `attributes`; a cell copies it and sets its characters.
  private static func blank(_ attributes: (attr: attr_t, pair: Int16)) -> cchar_t {
    var value = cchar_t()
    var text: [wchar_t] = [wchar_t(bitPattern: 0x20), 0]
    setcchar(&value, &text, attributes.attr, attributes.pair, nil)
    // Only the attributes and colour stay: the characters are each cell's own.
    withUnsafeMutableBytes(of: &value.chars) { raw in
      for index in raw.indices { raw[index] = 0 }
    }
    return value
  }

  func nextKey(timeoutMilliseconds: Int32) -> Key? {
    guard screen != nil else { return nil }
    let read: Read
    if let pendingRead {
      read = pendingRead
      self.pendingRead = nil
    } else {
      read = self.read(timeoutMilliseconds: timeoutMilliseconds)
    }
    let key: Key?
    if read.status == OK, read.code == 27 {
      // Only what has already arrived belongs to the sequence: curses waited ESCDELAY before
      // handing the ESC over, and a sequence is written in one piece.
      (key, pendingRead) = Self.keyAfterEscape { self.read(timeoutMilliseconds: 0) }
    } else {
      key = Self.key(status: read.status, code: read.code) {
        var event = MEVENT()
        return getmouse(&event) == OK ? event : nil
      }
    }
    // curses has resized its screen; what it holds no longer matches the last canvas.
    if case .resize? = key { shown = nil }
    return key
  }

  private func read(timeoutMilliseconds: Int32) -> Read {
    if timeout != timeoutMilliseconds {
      wtimeout(window, timeoutMilliseconds)
      timeout = timeoutMilliseconds
    }
    var character: wint_t = 0
    let status = wget_wch(window, &character)
    if status == ERR { noteEmptyRead() } else { emptyReads = 0 }
    return Read(status: status, code: character)
  }

  /// After a read that returned nothing, tells a timeout from a terminal that has gone: `poll`
  /// then reports POLLHUP (or POLLERR, POLLNVAL) on standard input, or input that is "ready" but
  /// reads as nothing, which is end of input. Three such reads in a row, so a key that arrives
  /// just after a timeout is never taken for one. Without this the loop would poll a dead
  /// terminal at full speed forever.
  private func noteEmptyRead() {
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, 0) == 1 else {
      emptyReads = 0
      return
    }
    if Int32(input.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0 {
      isHungUp = true
      return
    }
    emptyReads += 1
    if emptyReads >= 3 { isHungUp = true }
  }

  @inline(never)
  func close() {
    guard let screen else { return }
    self.screen = nil
    // The crash hook and the forced quit call endwin; they must not run against a deleted
    // screen.
    forcedQuitRestore = nil
    cn_remove_crash_restore()
    endwin()
    delscreen(screen)
    if stderrCaptured {
      cn_release_stderr()
    }
  }

  deinit { close() }

  // MARK: - Keys

  /// The key for one `wget_wch` result: `status` is what it returned, `code` what it stored.
  /// `mouse` fetches the pending mouse event (`getmouse`) when `code` is `KEY_MOUSE`. `nil` for
  /// input the app has no binding for. `Ctrl-C` and `Ctrl-\` normally never get here: in cbreak
  /// mode the terminal turns them into SIGINT and SIGQUIT, which reach the loop as
  /// ``quitSignal``.
  static func key(status: Int32, code: wint_t, mouse: () -> MEVENT?) -> Key? {
    switch status {
    case KEY_CODE_YES: return functionKey(Int32(bitPattern: code), mouse: mouse)
    case OK: return characterKey(code)
    default: return nil
    }
  }

  /// The key for an ESC that curses read as a character, given the reads after it (`next`
  /// returns `ERR` once nothing more has arrived): Esc alone is ``Key/escape``; an escape
  /// sequence curses did not recognise is read to its end and ignored whole (nil), never split
  /// into keys. A read that is not part of the sequence comes back as `pending`, the next key.
  static func keyAfterEscape(next: () -> Read) -> (key: Key?, pending: Read?) {
    var sequence = EscapeSequence()
    while true {
      let read = next()
      guard read.status == OK else {
        // Nothing more (ERR), or a key curses recognised after the ESC.
        let pending = read.status == KEY_CODE_YES ? read : nil
        return (sequence.length == 0 ? .escape : nil, pending)
      }
      switch sequence.feed(UInt32(read.code)) {
      case .incomplete: continue
      case .complete: return (nil, nil)
      case .notPart: return (sequence.length == 1 ? .escape : nil, read)
      }
    }
  }

  private static func functionKey(_ code: Int32, mouse: () -> MEVENT?) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_NPAGE: return .pageDown
    case KEY_PPAGE: return .pageUp
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_RESIZE: return .resize
    case KEY_MOUSE: return mouse().flatMap(click)
    case _: return nil  // function keys and the rest have no binding
    }
  }

  private static func characterKey(_ character: wint_t) -> Key? {
    switch character {
    case 3: return .ctrlC
    case 8, 127: return .backspace
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case _ where character < 32: return nil  // other control keys have no binding
    case _:
      guard let scalar = Unicode.Scalar(character) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A press or click of the primary button, where it happened; other mouse events are not keys.
  static func click(_ event: MEVENT) -> Key? {
    let pressed = cn_button1_pressed() | cn_button1_clicked()
    guard event.bstate & pressed != 0 else { return nil }
    return .click(column: Int(event.x), row: Int(event.y))
  }

  // MARK: - Styles

  /// Attributes carry the meaning without colour; colour, when allowed, adds to them.
  private func makeAttributes(for style: CellStyle) -> (attr: attr_t, pair: Int16) {
    var attr = cn_A_NORMAL()
    let emphasis = style.emphasis
    if emphasis.contains(.bold) { attr |= cn_A_BOLD() }
    if emphasis.contains(.reverse) { attr |= cn_A_REVERSE() }
    if emphasis.contains(.underline) { attr |= cn_A_UNDERLINE() }
    if emphasis.contains(.dim) { attr |= cn_A_DIM() }
    guard usesColor, let foreground = Self.foreground(for: style) else { return (attr, 0) }
    let pair = Int16(foreground + 1)
    init_pair(pair, Int16(foreground), -1)
    return (attr, pair)
  }

  /// The curses colour of a role's foreground (see `CellStyle.foreground`).
  private static func foreground(for style: CellStyle) -> Int32? {
    style.foreground.map { Int32($0.rawValue) }
  }
}
