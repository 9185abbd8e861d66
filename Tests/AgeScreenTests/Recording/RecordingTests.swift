import AgeScreen
import CustomDump
import FlowEngine
import Foundation
import Scenarios
import ScreenTestSupport
import Stores
import Testing

@testable import AppleScreen

@Suite("Recordings")
struct RecordingTests {
  private func canvas(_ rows: [String], width: Int) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: rows.count))
    for (index, text) in rows.enumerated() {
      canvas.write(text, column: 0, row: index, style: index == 0 ? .success : .plain)
    }
    return canvas
  }

  @Test func aFullFrameReplaysToTheCanvasText() {
    let frame = canvas(["Shared 13–15 ✓", "年齢 🙂 ok", ""], width: 16)
    var terminal = VirtualTerminal(width: 16, height: 3)
    terminal.feed(ANSIRenderer.frame(frame, after: nil, usesColor: true))
    expectNoDifference(terminal.lines, frame.lines)
    expectNoDifference(terminal.lines, ["Shared 13–15 ✓  ", "年齢 🙂 ok      ", "                "])
  }

  @Test func aLaterFrameSendsOnlyTheRowsThatChanged() {
    let first = canvas(["one", "two", "three"], width: 8)
    let second = canvas(["one", "TWO", "three"], width: 8)
    let output = ANSIRenderer.frame(second, after: first, usesColor: false)
    expectNoDifference(output, "\u{1B}[2;1H\u{1B}[0mTWO     \u{1B}[0m")
    expectNoDifference(ANSIRenderer.frame(second, after: second, usesColor: true), "")
  }

  @Test(arguments: [
    (CellStyle.success, true, "\u{1B}[0;1;32m"),
    (CellStyle.success, false, "\u{1B}[0;1m"),
    (CellStyle.selected, true, "\u{1B}[0;1;7;36m"),
    (CellStyle.muted, true, "\u{1B}[0;2m"),
    (CellStyle.danger, true, "\u{1B}[0;1;4;31m"),
    (CellStyle.plain, true, "\u{1B}[0m"),
  ])
  func stylesBecomeTheSameAttributesAsOnTheTerminal(
    style: CellStyle, usesColor: Bool, expected: String
  ) {
    expectNoDifference(ANSIRenderer.sgr(for: style, usesColor: usesColor), expected)
  }

  @Test(arguments: [(0.0, "0.000"), (1.5, "1.500"), (12.0004, "12.000"), (3.0456, "3.046")])
  func secondsHaveMillisecondPrecision(time: Double, expected: String) {
    expectNoDifference(Asciicast.seconds(time), expected)
  }

  @Test func aHeadlessCastOfTheDefaultScenarioParsesAndReplaysToTheFinalScreen() throws {
    let document = try #require(ScenarioDocument(defaultOf: ScenarioLibrary.shelf))
    let size = Size(width: 120, height: 40)
    let cast = HeadlessCast.record(
      try ScenarioOpener.yaml.open(document), size: size, secondsPerStep: 2)
    let lines = cast.text.split(separator: "\n").map(String.init)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    expectNoDifference(header["version"] as? Int, 2)
    expectNoDifference(header["width"] as? Int, 120)
    expectNoDifference(header["height"] as? Int, 40)
    let scenario = try ScenarioOpener.yaml.load(document)
    expectNoDifference(header["title"] as? String, "AgeTUI — texas-teen: \(scenario.title)")

    var terminal = VirtualTerminal(width: 120, height: 40)
    var markers: [String] = []
    var times: [Double] = []
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      let time = try #require(event[0] as? Double)
      let kind = try #require(event[1] as? String)
      let data = try #require(event[2] as? String)
      times.append(time)
      switch kind {
      case "o": terminal.feed(data)
      case "m": markers.append(data)
      case _: Issue.record("unexpected event kind \(kind)")
      }
    }
    expectNoDifference(times, times.sorted())
    var shell = try AppleShell(document: document)
    expectNoDifference(markers.count, shell.scriptLength + 1)
    expectNoDifference(markers.first, "start")
    expectNoDifference(markers.dropFirst().first?.hasPrefix("step 1: "), true)
    while shell.scriptPosition < shell.scriptLength { _ = shell.update(.nextStep, size: size) }
    expectNoDifference(terminal.lines, shell.render(size: size).lines)
    #expect(
      HeadlessCast.record(try ScenarioOpener.yaml.open(document), size: size, secondsPerStep: 2)
        == cast)
  }
}
