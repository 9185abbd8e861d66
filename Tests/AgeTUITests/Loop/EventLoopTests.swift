import AgeScreen
import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// The event loop on a fake terminal and a fake clock: what it draws for each input, when it
/// stops, and how auto-play is paced, with no curses and no sleeping.
@Suite("EventLoop")
struct EventLoopTests {
  private static let size = Size(width: 20, height: 3)

  /// Runs `program` on a fake terminal replaying `script`.
  private static func run(
    _ script: [FakeTerminal.Input], program: TallyProgram = TallyProgram()
  ) -> (exit: LoopExit, program: TallyProgram, terminal: FakeTerminal) {
    let terminal = FakeTerminal(size: size, script: script)
    var loop = EventLoop(program: program)
    loop.now = { terminal.nanoseconds }
    let exit = loop.run(on: terminal)
    #expect(terminal.isScriptDone)
    return (exit, loop.program, terminal)
  }

  /// The first row of each frame.
  private static func counts(_ terminal: FakeTerminal) -> [String] {
    terminal.frames.map { $0.canvas.lines[0].trimmingTrailingSpaces }
  }

  @Test("asks about once a second whether notes follow, and redraws only when that changes")
  func notesPresence() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.idle(milliseconds: 3_050), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    loop.now = { terminal.nanoseconds }
    var answers = [false, true, true, false]
    var askedAt: [Int] = []
    loop.followedByNotes = {
      askedAt.append(terminal.milliseconds)
      return answers.isEmpty ? false : answers.removeFirst()
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    #expect(terminal.isScriptDone)
    expectNoDifference(askedAt, [0, 1_000, 2_000, 3_000])
    expectNoDifference(
      terminal.frames.map { "\($0.milliseconds) \($0.canvas.lines[1].trimmingTrailingSpaces)" },
      ["0 20x3", "1000 20x3 notes", "3000 20x3"])
  }

  @Test("draws the first frame, one frame per action, and stops at q")
  func keysAndQuit() {
    let (exit, program, terminal) = Self.run([
      .key(.character("+")), .key(.character("+")), .key(.character("q")),
    ])
    expectNoDifference(exit, .quit)
    expectNoDifference(program.count, 2)
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1", "count 2"])
    // The loop leaves the terminal to its owner.
    expectNoDifference(terminal.closeCount, 0)
  }

  @Test(
    "after the first frame and before any key, the first-frame work runs once; a change it makes is drawn",
    arguments: [false, true])
  func afterFirstFrame(changesTheScreen: Bool) {
    let terminal = FakeTerminal(
      size: Self.size, script: [.key(.character("+")), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    loop.now = { terminal.nanoseconds }
    var framesBefore: [Int] = []
    loop.afterFirstFrame = { program in
      framesBefore.append(terminal.frames.count)
      guard changesTheScreen else { return false }
      program.count = 10
      return true
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    #expect(terminal.isScriptDone)
    expectNoDifference(framesBefore, [1])
    expectNoDifference(
      Self.counts(terminal),
      (changesTheScreen ? ["count 0", "count 10", "count 11"] : ["count 0", "count 1"]))
  }

  @Test("keys without a binding draw nothing")
  func unboundKeys() {
    let (exit, program, terminal) = Self.run([
      .key(.character("z")), .key(.escape), .key(.click(column: 1, row: 1)),
      .key(.character("+")), .key(.character("q")),
    ])
    expectNoDifference(exit, .quit)
    expectNoDifference(program.count, 1)
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1"])
  }

  @Test("Ctrl-C as a key quits through the program's key table")
  func ctrlCKey() {
    let (exit, _, terminal) = Self.run([.key(.ctrlC)])
    expectNoDifference(exit, .quit)
    expectNoDifference(terminal.frames.count, 1)
  }

  @Test("a resize redraws the whole screen at the new size, and later keys use it")
  func resize() {
    let wide = Size(width: 30, height: 4)
    let (exit, _, terminal) = Self.run([
      .key(.character("+")), .resize(wide), .key(.character("+")), .key(.character("q")),
    ])
    expectNoDifference(exit, .quit)
    expectNoDifference(terminal.frames.map(\.canvas.size), [Self.size, Self.size, wide, wide])
    expectNoDifference(
      terminal.frames.map { $0.canvas.lines[1].trimmingTrailingSpaces },
      [
        "20x3", "20x3", "30x4", "30x4",
      ])
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1", "count 1", "count 2"])
  }

  @Test(
    "a quit signal stops the loop at its next poll, with nothing drawn after it",
    arguments: [SIGINT, SIGQUIT, SIGTERM, SIGHUP])
  func signal(_ signalNumber: Int32) {
    let (exit, program, terminal) = Self.run([
      .key(.character("+")), .signal(signalNumber),
    ])
    expectNoDifference(exit, .signal(signalNumber))
    expectNoDifference(program.count, 1)
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1"])
  }

  @Test("a signal during auto-play's wait wins over the next automatic step")
  func signalWhileAutoplaying() {
    let (exit, program, _) = Self.run([
      .key(.character("a")), .idle(milliseconds: 200), .signal(SIGINT),
    ])
    expectNoDifference(exit, .signal(SIGINT))
    expectNoDifference(program.count, 0)
  }

  @Test("auto-play sends its action once the delay has passed without input, on the 100 ms polls")
  func autoplayPacing() {
    // Delay 250 ms: the polls at 100 and 200 ms are too early, the one at 300 ms sends a step;
    // the next is due 250 ms later, at the poll at 600 ms.
    let (exit, program, terminal) = Self.run([
      .key(.character("a")), .idle(milliseconds: 700), .key(.character("q")),
    ])
    expectNoDifference(exit, .quit)
    expectNoDifference(program.count, 2)
    expectNoDifference(terminal.frames.map(\.milliseconds), [0, 0, 300, 600])
    expectNoDifference(Self.counts(terminal), ["count 0", "count 0", "count 1", "count 2"])
  }

  @Test("a key restarts auto-play's wait")
  func keyRestartsAutoplayWait() {
    let (_, program, terminal) = Self.run([
      .key(.character("a")), .idle(milliseconds: 200), .key(.character("z")),
      .idle(milliseconds: 200), .key(.character("+")), .idle(milliseconds: 300),
      .key(.character("q")),
    ])
    // `z` (unbound) at 200 ms and `+` at 400 ms each restart the wait: the step comes at 700.
    expectNoDifference(terminal.frames.map(\.milliseconds), [0, 0, 400, 700])
    expectNoDifference(program.count, 2)
  }

  @Test("without auto-play, time passing draws nothing")
  func idleWithoutAutoplay() {
    let (exit, _, terminal) = Self.run([.idle(milliseconds: 5000), .key(.character("q"))])
    expectNoDifference(exit, .quit)
    expectNoDifference(terminal.frames.map(\.milliseconds), [0])
  }

  @Test("after an action, a notice the save reported is drawn in a second frame")
  func afterActionRedraws() {
    let terminal = FakeTerminal(
      size: Self.size,
      script: [.key(.character("+")), .key(.character("+")), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    var saves = 0
    loop.afterAction = { program, _ in
      saves += 1
      guard saves == 1 else { return false }
      program.report(Notice(.warning, "not saved"))
      return true
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    // The save after `q` runs too, so the last change is not lost.
    expectNoDifference(saves, 3)
    expectNoDifference(
      terminal.frames.map { $0.canvas.lines[2].trimmingTrailingSpaces },
      [
        "", "", "not saved", "not saved",
      ])
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1", "count 1", "count 2"])
  }

  @Test("every frame drawn reaches onFrame with the program's markers")
  func onFrame() {
    let terminal = FakeTerminal(
      size: Self.size,
      script: [.key(.character("+")), .resize(Size(width: 10, height: 3)), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    var recorded: [Size] = []
    loop.onFrame = { canvas, markers in
      recorded.append(canvas.size)
      expectNoDifference(markers, [])
      return []
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    expectNoDifference(recorded, terminal.frames.map(\.canvas.size))
    expectNoDifference(recorded.count, 3)
  }

  @Test("what onFrame returns (a lost recording's mark) is delivered and drawn at once")
  func onFrameEvents() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.key(.character("+")), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    var framesSeen = 0
    loop.onFrame = { _, _ in
      framesSeen += 1
      // The second frame (after +) is the one the recording could not take.
      return framesSeen == 2 ? [.unsaved("lost"), .report(Notice(.warning, "gone"))] : []
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    expectNoDifference(
      terminal.frames.map { $0.canvas.lines[2].trimmingTrailingSpaces },
      [
        "", "", "[lost] gone",
      ])
    expectNoDifference(Self.counts(terminal), ["count 0", "count 1", "count 1"])
    expectNoDifference(framesSeen, 3)
  }

  @Test("with the key probe on, each key that redraws writes its time and its three parts")
  func keyProbe() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("agetui-key-probe-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    let terminal = FakeTerminal(
      size: Self.size,
      script: [
        .key(.character("+")), .key(.character("z")), .key(.character("+")),
        .key(.character("q")),
      ])
    var loop = EventLoop(program: TallyProgram())
    loop.probe = BenchProbe(environment: ["AGETUI_BENCH_KEY_FILE": file])
    // A clock that moves 1 µs at every reading: the key is read, updated, built and drawn at
    // readings one apart.
    var reading: Int64 = 0
    loop.now = {
      reading += 1_000
      return reading
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    // `z` draws nothing and `q` quits before a frame: two lines, total then update, present
    // and terminal, in nanoseconds.
    #expect(
      try String(contentsOfFile: file, encoding: .utf8)
        == "3000 1000 1000 1000\n3000 1000 1000 1000\n")
  }

  @Test("with the key probe off, keys are not timed in parts and nothing is written")
  func keyProbeOff() {
    let terminal = FakeTerminal(
      size: Self.size, script: [.key(.character("+")), .key(.character("q"))])
    var loop = EventLoop(program: TallyProgram())
    var readings = 0
    loop.now = {
      readings += 1
      return Int64(readings)
    }
    expectNoDifference(loop.run(on: terminal), .quit)
    // One reading at start, one per key read.
    expectNoDifference(readings, 3)
  }
}

extension String {
  /// The line without the blanks a canvas pads it with.
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}
