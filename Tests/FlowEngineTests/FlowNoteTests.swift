import CustomDump
import FlowEngine
import Testing

/// What the flow machine writes in every store's trace: one line, the same on every store, and
/// for a step change the steps each store keeps as the entry's detail.
@Suite struct FlowNoteTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let note: FlowNote
    let summary: String
    let steps: [FlowStep]?
    var testDescription: String { summary }
  }

  static let cases: [Case] = [
    Case(
      note: .stepChanged(from: .notRunning, to: .checkingRegulation),
      summary: "not-running → checking-regulation", steps: [.notRunning, .checkingRegulation]),
    Case(
      note: .stepChanged(
        from: .running(featureEnabled: false, after: nil),
        to: .running(featureEnabled: true, after: nil)),
      summary: "running → running (feature on)",
      steps: [
        .running(featureEnabled: false, after: nil), .running(featureEnabled: true, after: nil),
      ]),
    Case(
      note: .skipped(pending: ["video-calling"]),
      summary: "no regulatory feature applies: the flow is skipped; video-calling stays pending",
      steps: nil),
    Case(
      note: .skipped(pending: ["video-calling", "photo-sharing"]),
      summary:
        "no regulatory feature applies: the flow is skipped; video-calling, photo-sharing stay "
        + "pending",
      steps: nil),
  ]

  @Test(arguments: cases)
  func aNoteSaysOneLineAndKeepsTheStepsOfAChange(_ test: Case) {
    expectNoDifference(test.note.summary, test.summary)
    expectNoDifference(test.note.steps.map { [$0.from, $0.to] }, test.steps)
  }
}
