import AgeScreen

/// The model-agnostic event loop: draw, wait for a key, map it through the program's key
/// table, update, draw again. It owns no state of its own besides the program value.
///
/// It polls for input every 100 ms, so a termination signal (recorded by ``SignalFlag``) ends
/// it within a tenth of a second even when no key is pressed.
struct EventLoop<Program: TUIProgram> {
  /// The program being run; read it after ``run(on:)`` to get the final state.
  private(set) var program: Program
  /// Called after every action, e.g. to save the session; may report a notice.
  var afterAction: (inout Program) -> Void = { _ in }
  /// Timing probes for the benchmark script.
  var probe = BenchProbe(environment: [:])

  /// How long one wait for input lasts before the signal flag is checked again.
  static var pollMilliseconds: Int32 { 100 }

  /// Creates a loop for `program`.
  init(program: Program) {
    self.program = program
  }

  /// Runs until the program quits or a termination signal arrives. Does not close `terminal`.
  mutating func run(on terminal: some Terminal) -> LoopExit {
    terminal.draw(program.render(size: terminal.size))
    probe.firstFrameDrawn()
    while true {
      if let signalNumber = SignalFlag.received { return .signal(signalNumber) }
      guard let key = terminal.nextKey(timeoutMilliseconds: Self.pollMilliseconds) else {
        continue
      }
      let started = BenchProbe.now()
      let size = terminal.size
      if key != .resize {
        guard let action = program.action(for: key, size: size) else { continue }
        let command = program.update(action, size: size)
        afterAction(&program)
        if command == .quit { return .quit }
      }
      // Resizes and actions both redraw the whole canvas; curses sends only the difference.
      terminal.draw(program.render(size: terminal.size))
      probe.keyHandled(startedAt: started)
    }
  }
}
