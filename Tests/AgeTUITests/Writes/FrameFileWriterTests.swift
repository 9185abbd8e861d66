import AgeScreen
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
    let full = FrameFileWriter(environment: environment, calls: FillingDisk(capacity: 100).calls)
    let picture = scratch.file("agetui-texas-teen-0.svg")
    #expect(
      full.write(Self.request)
        == Notice(
          .warning, "screen not saved: cannot write \(picture): No space left on device"))
    #expect(try scratch.names() == [])
    let writer = FrameFileWriter(environment: environment)
    #expect(writer.write(Self.request) == Notice(.success, "Saved the screen as \(picture)"))
    #expect(
      writer.write(Self.request)
        == Notice(.success, "Saved the screen as \(scratch.file("agetui-texas-teen-0-2.svg"))"))
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
      #expect(
        writer.write(Self.request)
          == Notice(
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
}
