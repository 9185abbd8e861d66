import CustomDump
import GooglePlayScenarios
import Scenarios
import Stores
import Testing

@testable import AgeScreen
@testable import GooglePlayScreen

/// "The app received:": one section for every device pane that shows what the app got, at full
/// contrast, each field's name kept with its value.
@Suite struct FieldListTests {
  static let received = FieldList(
    heading: "The app received:",
    fields: [
      FieldList.Field(name: "ageSignalsStatus", value: "SHARED"),
      FieldList.Field(name: "installId", value: "6f1c2a80-5b7e-4d2a-9c1e-3f0a8b2d4e61"),
    ],
    empty: "The app has received nothing yet.")

  @Test(arguments: [
    (
      60,
      [
        "The app received:", "  ageSignalsStatus = SHARED",
        "  installId = 6f1c2a80-5b7e-4d2a-9c1e-3f0a8b2d4e61",
      ]
    ),
    (
      36,
      [
        "The app received:", "  ageSignalsStatus = SHARED", "  installId =",
        "    6f1c2a80-5b7e-4d2a-9c1e-", "    3f0a8b2d4e61",
      ]
    ),
    (
      30,
      [
        "The app received:", "  ageSignalsStatus = SHARED", "  installId =",
        "    6f1c2a80-5b7e-4d2a-9c1e-", "    3f0a8b2d4e61",
      ]
    ),
  ])
  func aValueThatDoesNotFitGoesUnderItsNameIndented(width: Int, rows: [String]) {
    let lines = Self.received.lines(width: width)
    expectNoDifference(lines.map(\.text), rows)
    expectNoDifference(
      lines.map { $0.spans.map(\.style) }, [[.title]] + rows.dropFirst().map { _ in [.plain] })
  }

  @Test func nothingReceivedSaysSo() {
    let empty = FieldList(heading: "The app received:", fields: [], empty: "Nothing yet.")
    expectNoDifference(empty.lines(width: 40), [Line("Nothing yet.", style: .muted)])
  }

  /// Every built-in's Google Play side, step by step at 80×24: the phone draws what the app
  /// received with this section (Apple's device panes show no such section; its Timeline says
  /// what the app learned).
  @Test(arguments: ScenarioLibrary.all.filter { $0.play != nil }.map(\.name))
  func playsPhoneDrawsWhatTheAppReceivedWithTheSection(_ scenario: String) throws {
    let opened = try #require(ScenarioLibrary.named(scenario))
    let found = try #require(PlayStory.ofScenario(opened))
    var shell = PlayShell(story: found)
    let size = Size(width: 80, height: 24)
    let pane = PlayPhonePane()
    for step in 0...shell.scriptLength {
      if step > 0 { _ = shell.update(.shell(.nextStep), size: size) }
      let width = pane.textWidth(in: shell, size: size)
      let body = pane.body(of: shell, width: width)
      let section = FieldList(
        heading: "The app received:",
        fields: shell.phone.received.map { FieldList.Field(name: $0.name, value: $0.value) },
        empty: "The app has received nothing yet."
      ).lines(width: width)
      let after = body.after.map(\.text)
      expectNoDifference(after.suffix(section.count), section.map(\.text)[...], "step \(step)")
      #expect(body.after.suffix(section.count).allSatisfy { $0.width <= width }, "step \(step)")
    }
  }
}
