import AgeScreen

/// The speaker notes' loop: look at the followed session a few times a second, redraw when
/// what the notes show changed (or the window did), and stop on `q`, Ctrl-C or a quit signal.
/// While the follower is catching up with a burst of records, it looks again without waiting,
/// but still reads the keys between two looks, so `q` is obeyed at once however fast the
/// journal grows (each look's work is bounded: ``NotesFollower``).
///
/// Generic over the terminal and fed by a closure, so the tests run it on the fake terminal
/// with states of their own; the real one polls a ``NotesFollower``.
struct NotesLoop {
  /// How long one wait for a key lasts: the notes look at the journal this often.
  static var pollMilliseconds: Int32 { 250 }

  /// What the notes show now; called once per wait.
  var poll: () -> NotesState

  /// The last state drawn.
  private(set) var shown: NotesState?
  /// A deliberate crash on the first key other than a quit, for the crash hook's e2e checks.
  var crashDrill: CrashDrill?

  /// A loop showing what `poll` says.
  init(poll: @escaping () -> NotesState) {
    self.poll = poll
  }

  /// Runs until `q`, Ctrl-C or a quit signal. Does not close `terminal`.
  mutating func run(on terminal: some Terminal) -> LoopExit {
    var state = poll()
    draw(state, on: terminal)
    while true {
      if let signalNumber = terminal.quitSignal { return .signal(signalNumber) }
      let key = terminal.nextKey(
        timeoutMilliseconds: state.isCatchingUp ? 0 : Self.pollMilliseconds)
      switch key {
      case .character("q"), .character("Q"), .ctrlC: return .quit
      case .resize:
        state = poll()
        draw(state, on: terminal)
        continue
      case nil:
        break
      default:
        crashDrill?.crash()
      }
      let next = poll()
      if next != state {
        state = next
        draw(state, on: terminal)
      }
    }
  }

  private mutating func draw(_ state: NotesState, on terminal: some Terminal) {
    terminal.draw(NotesView.render(state, size: terminal.size))
    shown = state
  }
}
