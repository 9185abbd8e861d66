import AgeScreen
import CustomDump
import Glibc
import Testing

@testable import AgeTUI

/// A terminal for the loop's tests: it replays a script of input on its own clock and records
/// every frame the loop draws (with the time it was drawn) and whether it was given back.
///
/// Time passes only while the loop waits for input, so auto-play's pacing is tested without
/// sleeping. A loop that reads past the end of the script is a test failure, and the fake then
/// sends SIGKILL's number as a quit signal so the loop stops instead of polling forever.
final class FakeTerminal: Terminal {
  /// One step of the script.
  enum Input: Equatable {
    /// A key, there as soon as the loop reads.
    case key(Key)
    /// The window changes to this size; the loop reads `.resize`, as curses sends it.
    case resize(Size)
    /// A quit signal arrives while the loop waits; that read returns nothing.
    case signal(Int32)
    /// No input for this long: each read waits its whole timeout (the last one only the rest).
    case idle(milliseconds: Int)
  }

  /// One frame on the screen.
  struct Frame: Equatable {
    /// The fake clock when it was drawn.
    var milliseconds: Int
    /// What was drawn.
    var canvas: Canvas
  }

  private(set) var size: Size
  private(set) var quitSignal: Int32?
  /// The frames drawn, oldest first.
  private(set) var frames: [Frame] = []
  /// How many times the terminal was given back.
  private(set) var closeCount = 0
  /// The fake clock, in milliseconds since the terminal was opened.
  private(set) var milliseconds = 0
  private var script: ArraySlice<Input>

  /// A terminal of `size` that will replay `script`.
  init(size: Size = Size(width: 120, height: 40), script: [Input]) {
    self.size = size
    self.script = script[...]
  }

  /// The fake clock in nanoseconds, for ``EventLoop/now``.
  var nanoseconds: Int64 { Int64(milliseconds) * 1_000_000 }

  /// Whether the whole script was read.
  var isScriptDone: Bool { script.isEmpty }

  /// Each frame's text, one string a frame.
  var screens: [String] { frames.map { $0.canvas.lines.joined(separator: "\n") } }

  func draw(_ canvas: Canvas) {
    expectNoDifference(closeCount, 0, "the loop drew on a terminal it had given back")
    frames.append(Frame(milliseconds: milliseconds, canvas: canvas))
  }

  func nextKey(timeoutMilliseconds: Int32) -> Key? {
    expectNoDifference(closeCount, 0, "the loop read from a terminal it had given back")
    guard let input = script.first else {
      Issue.record("the loop read past the end of the script")
      quitSignal = SIGKILL
      return nil
    }
    switch input {
    case .key(let key):
      script.removeFirst()
      return key
    case .resize(let newSize):
      script.removeFirst()
      size = newSize
      return .resize
    case .signal(let signalNumber):
      script.removeFirst()
      quitSignal = signalNumber
      return nil
    case .idle(let remaining):
      let waited = min(remaining, Int(timeoutMilliseconds))
      milliseconds += waited
      if waited == remaining {
        script.removeFirst()
      } else {
        script[script.startIndex] = .idle(milliseconds: remaining - waited)
      }
      return nil
    }
  }

  func close() {
    closeCount += 1
  }
}
