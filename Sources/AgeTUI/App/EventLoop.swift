import AgeScreen

/// The model-agnostic event loop: draw, wait for a key, map it through the program's key
/// table, update, draw again. It owns no state of its own besides the program value.
///
/// It polls for input every 100 ms, so a quit signal (``Terminal/quitSignal``, recorded by
/// ``SignalFlag``) ends it within a tenth of a second even when no key is pressed. It is
/// generic over the terminal, so the real loop calls curses directly and the tests run the same
/// code on a fake terminal and a fake clock.
struct EventLoop<Program: TUIProgram> {
  /// The program being run; read it after ``run(on:)`` to get the final state.
  private(set) var program: Program
  /// Called after every action with the commands its update returned, once its frame is drawn:
  /// it performs them (saves the session, writes a picture). Returns `true` when it changed
  /// what the screen shows (e.g. reported a notice), to redraw.
  var afterAction: (inout Program, [ProgramCommand<Program.Record>]) -> Bool = { _, _ in false }
  /// Called instead of ``afterAction`` when the update's commands say quit: it performs the
  /// others (saves), and returns `false` to keep the session running instead (e.g. to ask
  /// first when changes could not be saved, with the question on the notice line). nil:
  /// perform them with ``afterAction`` and quit.
  var mayQuit: ((inout Program, [ProgramCommand<Program.Record>]) -> Bool)?
  /// Called once the first frame is on the terminal, for work the person need not wait for
  /// (the session's first save); returns `true` when it changed what the screen shows.
  var afterFirstFrame: ((inout Program) -> Bool)?
  /// Timing probes for the benchmark script.
  var probe = BenchProbe(environment: [:])
  /// Called with every frame drawn and the program's markers (to record the session); nil
  /// when nothing records, so the markers (a pass over the whole trace) are not gathered. It
  /// returns what the program must be told because of that frame (the recording was lost),
  /// and the screen is drawn again with it.
  var onFrame: ((Canvas, [String]) -> [RuntimeEvent])?
  /// A deliberate crash on the first key, for the end-to-end tests of the crash hook.
  var crashDrill: CrashDrill?
  /// Whether `agetui notes` follows the session now; asked about once a second (see
  /// ``presenceIntervalMilliseconds``) and passed to the program. nil never asks.
  var followedByNotes: (() -> Bool)?
  /// Monotonic nanoseconds, for auto-play's pacing; tests use a clock the fake terminal moves.
  /// The benchmark probe times keys from this clock's readings, so it stays the default there.
  var now: () -> Int64 = BenchProbe.now

  /// How long one wait for input lasts before the signal flag is checked again.
  static var pollMilliseconds: Int32 { 100 }

  /// How often ``followedByNotes`` is asked.
  static var presenceIntervalMilliseconds: Int64 { 1000 }

  /// Creates a loop for `program`.
  init(program: Program) {
    self.program = program
  }

  /// Runs until the program quits or a quit signal arrives. Does not close `terminal`.
  mutating func run(on terminal: some Terminal) -> LoopExit {
    // The clock is read for it only when someone asks: the key probe counts its readings.
    var presenceCheckedAt: Int64 = 0
    // Whether the speaker notes follow, as the program was last told: it hears of a change only.
    var followed: Bool?
    if let followedByNotes {
      presenceCheckedAt = now()
      followed = followedByNotes()
      program.deliver(.followedByNotes(followed == true))
    }
    draw(on: terminal, size: terminal.size)
    probe.firstFrameDrawn()
    if let afterFirstFrame, afterFirstFrame(&program) { draw(on: terminal, size: terminal.size) }
    var lastActivity = now()
    while true {
      if let signalNumber = terminal.quitSignal { return .signal(signalNumber) }
      if let followedByNotes,
        now() - presenceCheckedAt >= Self.presenceIntervalMilliseconds * 1_000_000
      {
        presenceCheckedAt = now()
        let isFollowed = followedByNotes()
        if isFollowed != followed {
          followed = isFollowed
          program.deliver(.followedByNotes(isFollowed))
          draw(on: terminal, size: terminal.size)
        }
      }
      guard let key = terminal.nextKey(timeoutMilliseconds: Self.pollMilliseconds) else {
        // Auto-play: after the program's delay without input, send its automatic action.
        if let delay = program.autoAdvanceMilliseconds, let action = program.autoAdvanceAction,
          now() - lastActivity >= Int64(delay) * 1_000_000
        {
          lastActivity = now()
          if apply(action, on: terminal, startedAt: nil) { return .quit }
        }
        continue
      }
      crashDrill?.crash()
      let started = now()
      lastActivity = started
      guard key != .resize else {
        // curses has already resized its screen; the whole canvas is laid out again.
        draw(on: terminal, size: terminal.size)
        continue
      }
      guard let action = program.action(for: key, size: terminal.size) else { continue }
      if apply(action, on: terminal, startedAt: started) { return .quit }
    }
  }

  /// Updates the program with one action, draws the result and saves: the same path for a key
  /// and for auto-play. `startedAt` times a key for the benchmark probe.
  /// - Returns: whether the loop ends (the program quit).
  private mutating func apply(
    _ action: Program.Action, on terminal: some Terminal, startedAt started: Int64?
  ) -> Bool {
    let size = terminal.size
    let commands = program.update(action, size: size)
    if commands.contains(where: \.isQuit) {
      guard let mayQuit else {
        _ = afterAction(&program, commands)
        return true
      }
      if mayQuit(&program, commands) { return true }
      draw(on: terminal, size: size)
      return false
    }
    let updated = probe.timesKeys && started != nil ? now() : nil
    let presented = draw(on: terminal, size: size, timed: updated != nil)
    if let started, let updated, let presented {
      probe.keyHandled(
        BenchProbe.KeyTimes(
          started: started, updated: updated, presented: presented, drawn: now()))
    }
    // Saving after the frame keeps the save off the key-to-screen path; it still happens
    // before the next key is read.
    if afterAction(&program, commands) { draw(on: terminal, size: size) }
    return false
  }

  /// Renders the program, draws it, and hands the frame to ``onFrame``; what that returns is
  /// delivered and drawn at once. With `timed`, returns when the first frame was built, before
  /// the terminal drew it.
  @discardableResult
  private mutating func draw(on terminal: some Terminal, size: Size, timed: Bool = false)
    -> Int64?
  {
    var presented: Int64?
    var isFirst = true
    while true {
      let canvas = program.present(size: size)
      if timed, isFirst { presented = now() }
      isFirst = false
      terminal.draw(canvas)
      guard let events = onFrame?(canvas, program.recordingMarkers), !events.isEmpty else {
        return presented
      }
      for event in events { program.deliver(event) }
    }
  }
}
