import AgeScreen
import CustomDump
import Foundation
import Glibc
import Testing

@testable import AgeTUI

/// Issue 42, item 6: `x` writes a picture whole or not at all, under the first free name.
@Suite("FrameFileWriter")
struct FrameFileWriterTests {
  private static let request = FrameRequest(
    canvas: Canvas(size: Size(width: 4, height: 1)), scenario: "texas-teen", step: 0,
    isLive: false)

  @Test("x on a full disk leaves no cut-off picture, so the next x takes the picture's own name")
  func fullDisk() throws {
    let scratch = try ScratchDirectory()
    let environment = ["XDG_PICTURES_DIR": scratch.path]
    let full = FrameFileWriter(
      environment: environment, calls: FillingDisk(capacity: 100).calls, now: { 1_700_000_000 })
    let picture = scratch.file("agetui-texas-teen-0.svg")
    expectNoDifference(
      full.write(Self.request),
      FrameFileWriter.Written(
        notice: Notice(
          .warning, "screen not saved: cannot write \(picture): No space left on device"),
        loss: LostPictures.Loss(
          time: 1_700_000_000, problem: "cannot write \(picture): No space left on device",
          shortReason: "disk full")))
    #expect(try scratch.names() == [])
    let writer = FrameFileWriter(environment: environment)
    expectNoDifference(
      writer.write(Self.request),
      FrameFileWriter.Written(notice: Notice(.success, "Saved the screen as \(picture)")))
    expectNoDifference(
      writer.write(Self.request).notice,
      Notice(.success, "Saved the screen as \(scratch.file("agetui-texas-teen-0-2.svg"))"))
    #expect(try scratch.names() == ["agetui-texas-teen-0-2.svg", "agetui-texas-teen-0.svg"])
    #expect(try scratch.text("agetui-texas-teen-0.svg").hasSuffix("</svg>\n"))
  }

  @Test("a dangling link named like the picture is passed over, never followed or replaced")
  func danglingLink() throws {
    let scratch = try ScratchDirectory()
    let link = scratch.file("agetui-texas-teen-0.svg")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: scratch.file("missing.svg"))
    let writer = FrameFileWriter(environment: ["XDG_PICTURES_DIR": scratch.path])
    for attempt in 2...3 {
      expectNoDifference(
        writer.write(Self.request).notice,
        Notice(
          .success,
          "Saved the screen as \(scratch.file("agetui-texas-teen-0-\(attempt).svg"))"))
    }
    #expect(
      try scratch.names() == [
        "agetui-texas-teen-0-2.svg", "agetui-texas-teen-0-3.svg", "agetui-texas-teen-0.svg",
      ])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link)
        == scratch.file("missing.svg"))
  }

  @Test(
    "XDG_PICTURES_DIR that is not an absolute path is ignored, as the XDG rules say",
    arguments: ["pictures", "./pictures", "~/Pictures", ""])
  func relativePicturesDirectory(_ value: String) {
    expectNoDifference(
      FrameFileWriter(environment: ["XDG_PICTURES_DIR": value]).directory,
      URL(fileURLWithPath: ".", isDirectory: true))
  }

  @Test("an absolute XDG_PICTURES_DIR takes the pictures")
  func absolutePicturesDirectory() {
    expectNoDifference(
      FrameFileWriter(environment: ["XDG_PICTURES_DIR": "/srv/pictures"]).directory,
      URL(fileURLWithPath: "/srv/pictures", isDirectory: true))
  }

  @Test("a picture not saved is counted for the mark and the exit line, the last one named")
  func lostPictures() {
    var lost = LostPictures()
    expectNoDifference(lost.mark(now: 0), nil)
    expectNoDifference(lost.exitLine(now: 0), nil)
    let at = 1_700_000_000
    let clock = JournalLock.Holder.clockText(at, now: at)
    lost.add(
      LostPictures.Loss(time: at, problem: "cannot write ./a.svg: Stale", shortReason: "stale"))
    expectNoDifference(lost.mark(now: at), "picture not saved at \(clock) — stale")
    expectNoDifference(
      lost.exitLine(now: at),
      "agetui: the picture of the screen asked for at \(clock) was not saved (cannot write "
        + "./a.svg: Stale)")
    lost.add(
      LostPictures.Loss(
        time: at, problem: "cannot write ./b.svg: No space left on device",
        shortReason: "disk full"))
    expectNoDifference(lost.mark(now: at), "2 pictures not saved, the last at \(clock) — disk full")
    expectNoDifference(
      lost.exitLine(now: at),
      "agetui: 2 pictures of the screen were not saved, the last asked for at \(clock) "
        + "(cannot write ./b.svg: No space left on device)")
  }
}
