import AgeScreen
import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// Issue 42, item 2: `--record` writes `FILE.partial` and names it `FILE` at the end; a write
/// that fails stops the recording, keeps what was recorded in whole lines, and says so.
@Suite("CastFileRecorder")
struct CastFileRecorderTests {
  private static let time = 1_700_000_000
  private static var clock: String { JournalLock.Holder.clockText(time, now: time) }

  private static func canvas(_ text: String, width: Int = 8) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.write(text, column: 0, row: 0)
    return canvas
  }

  private static func recorder(_ path: String, disk: FillingDisk? = nil)
    throws(CastFileRecorder.OpenError) -> CastFileRecorder
  {
    try CastFileRecorder(
      path: path, title: "AgeTUI — test", usesColor: false, calls: disk?.calls ?? .live,
      now: { time })
  }

  /// Each line of `text` as JSON, failing the test for a line that is not.
  private static func jsonLines(_ text: String) -> [Any] {
    text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed])
    }
  }

  @Test("a whole recording is written as FILE.partial and takes its name at the end")
  func whole() throws {
    let scratch = try ScratchDirectory()
    let recorder = try Self.recorder(scratch.file("talk.cast"))
    #expect(try scratch.names() == ["talk.cast.partial"])
    #expect(!recorder.record(Self.canvas("one"), markers: []))
    #expect(!recorder.record(Self.canvas("two"), markers: ["#1 a → b"]))
    expectNoDifference(recorder.finish(), [])
    expectNoDifference(recorder.loss, nil)
    #expect(try scratch.names() == ["talk.cast"])
    let text = try scratch.text("talk.cast")
    expectNoDifference(Self.jsonLines(text).count, 4)
    #expect(text.hasPrefix(#"{"version": 2, "width": 8, "height": 1, "title": "AgeTUI — test""#))
  }

  @Test("a write that fails stops the recording, marks it lost and keeps whole lines")
  func lost() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    let recorder = try Self.recorder(path, disk: FillingDisk(capacity: 400))
    #expect(!recorder.record(Self.canvas("one"), markers: []))
    let kept = try scratch.text("talk.cast.partial")
    #expect(
      recorder.record(Self.canvas(String(repeating: "x", count: 400), width: 400), markers: []))
    #expect(!recorder.record(Self.canvas("three"), markers: []))
    expectNoDifference(
      recorder.loss,
      CastFileRecorder.Loss(time: Self.time, fault: AtomicFile.Fault(path: path, code: ENOSPC)))
    expectNoDifference(recorder.lossMark, "recording lost at \(Self.clock) — disk full")
    expectNoDifference(
      recorder.lossNotice,
      Notice(
        .warning,
        "recording stopped: cannot write \(path): No space left on device; what was recorded "
          + "until then is in \(path).partial"))
    expectNoDifference(
      recorder.finish(),
      [
        "agetui: the recording was lost at \(Self.clock) (cannot write \(path): No space left on "
          + "device); what was recorded until then is in \(path).partial, which asciinema plays"
      ])
    #expect(try scratch.names() == ["talk.cast.partial"])
    #expect(try scratch.text("talk.cast.partial") == kept)
    expectNoDifference(Self.jsonLines(kept).count, 2)
    #expect(kept.hasSuffix("\n"))
  }

  @Test("a .partial left by an earlier recording is never written over")
  func earlierPartial() throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("talk.cast")
    try Data("earlier\n".utf8).write(to: URL(fileURLWithPath: path + ".partial"))
    expectNoDifference(
      Self.refusal(path),
      "agetui: cannot write the recording to “\(path)”: \(path).partial exists (a "
        + "recording still running, or one that did not end cleanly); move it away or record "
        + "under another name")
    #expect(try scratch.text("talk.cast.partial") == "earlier\n")
  }

  @Test("a directory under the name is refused before the session starts")
  func directory() throws {
    let scratch = try ScratchDirectory()
    expectNoDifference(
      Self.refusal(scratch.path),
      "agetui: cannot write the recording to “\(scratch.path)”: it is a directory")
  }

  private static func refusal(_ path: String) -> String? {
    do throws(CastFileRecorder.OpenError) {
      _ = try recorder(path)
      return nil
    } catch {
      return error.description
    }
  }
}
