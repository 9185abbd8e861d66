import AgeScreen
import CustomDump
import Glibc
import Testing

@testable import AgeTUI

/// The notes' loop on the fake terminal: it draws what the follower says, only when that
/// changes or the window does, and stops on q, Ctrl-C or a quit signal.
@Suite("Notes loop")
struct NotesLoopTests {
  static let size = Size(width: 40, height: 6)

  static func waiting(_ directory: String) -> NotesState {
    NotesState(stateDirectory: directory, phase: .waiting(.noSession))
  }

  /// Runs the loop on `script`; the poll returns `states` in turn (the last one repeats).
  static func run(_ script: [FakeTerminal.Input], states: [NotesState]) -> (
    LoopExit, FakeTerminal, polls: [Int]
  ) {
    let terminal = FakeTerminal(size: size, script: script)
    var remaining = states[...]
    var polls: [Int] = []
    var loop = NotesLoop {
      polls.append(terminal.milliseconds)
      return remaining.count > 1 ? remaining.removeFirst() : remaining.first ?? waiting("/")
    }
    let exit = loop.run(on: terminal)
    #expect(terminal.isScriptDone)
    expectNoDifference(terminal.closeCount, 0)
    return (exit, terminal, polls)
  }

  @Test("polls every 250 ms and redraws only when the state changes")
  func pollsAndRedraws() {
    let (exit, terminal, polls) = Self.run(
      [.idle(milliseconds: 1_000), .key(.character("q"))],
      states: [Self.waiting("/a"), Self.waiting("/a"), Self.waiting("/b")])
    expectNoDifference(exit, .quit)
    expectNoDifference(polls, [0, 250, 500, 750, 1_000])
    expectNoDifference(terminal.frames.map(\.milliseconds), [0, 500])
    expectNoDifference(
      terminal.frames.last?.canvas.lines[2], "  No AgeTUI session is running in /b.   ")
  }

  @Test("while the follower catches up it looks again at once, and still obeys q at once")
  func catchingUpDoesNotWait() {
    func catchingUp(_ directory: String) -> NotesState {
      var state = Self.waiting(directory)
      state.isCatchingUp = true
      return state
    }
    let (exit, terminal, polls) = Self.run(
      [
        .key(.character("n")), .key(.character("n")), .idle(milliseconds: 250),
        .key(.character("q")),
      ],
      states: [catchingUp("/a"), catchingUp("/b"), Self.waiting("/c")])
    expectNoDifference(exit, .quit)
    expectNoDifference(polls, [0, 0, 0, 250])
    expectNoDifference(terminal.frames.map(\.milliseconds), [0, 0, 0])
    expectNoDifference(
      terminal.frames[0].canvas.lines[5], "  q quits the notes · catching up with  ")
  }

  @Test("a resize redraws at the new size")
  func resize() {
    let (exit, terminal, _) = Self.run(
      [.resize(Size(width: 50, height: 8)), .key(.ctrlC)], states: [Self.waiting("/a")])
    expectNoDifference(exit, .quit)
    expectNoDifference(terminal.frames.map(\.canvas.size), [Self.size, Size(width: 50, height: 8)])
  }

  @Test("other keys do nothing; a quit signal ends the loop", arguments: [SIGINT, SIGTERM])
  func signal(_ signalNumber: Int32) {
    let (exit, terminal, _) = Self.run(
      [.key(.character("n")), .key(.enter), .signal(signalNumber)], states: [Self.waiting("/a")])
    expectNoDifference(exit, .signal(signalNumber))
    expectNoDifference(terminal.frames.count, 1)
  }
}
