import AgeScreen
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

@testable import AppleScreen

/// Journal records in, the step the notes show out: replayed through the session's own history.
@Suite("Notes replay")
struct NotesReplayTests {
  static let title = "Sofia asks her father to approve an update"
  static let launch =
    "Sofia, 14, opens Landmarks 2.0. Texas shares her range, 13–15, without a prompt, and the "
    + "update adds video calling, a significant change, so the app shows its Ask screen."

  static func step(
    _ position: WalkthroughPosition, narration: String, next: String?, live: Int = 0
  ) -> NotesStep {
    NotesStep(
      scenarioName: "notes-sample", scenarioTitle: title, position: position, total: 4,
      narration: narration, nextCaption: next, liveActions: live)
  }

  static let cases: [(String, [SessionRecord], NotesStep)] = [
    (
      "opened: the summary, and step 1's caption (its narration's first sentence)", [],
      step(
        .script(0), narration: "Texas shares Sofia's range; Landmarks 2.0 needs Carlos's approval.",
        next: "Sofia, 14, opens Landmarks 2.0.")
    ),
    (
      "n: step 1's narration, and step 2's own caption", [.jump(1, .nextStep)],
      step(.script(1), narration: launch, next: "Sofia asks Carlos.")
    ),
    (
      "n n p: back at step 1", [.jump(1, .nextStep), .jump(2, .nextStep), .jump(1, .previousStep)],
      step(.script(1), narration: launch, next: "Sofia asks Carlos.")
    ),
    (
      "n, then the script's own next action by hand: still on the script, at step 2",
      [.jump(1, .nextStep), .perform(.tapAskParent(.childPhone))],
      step(
        .script(2),
        narration: "Sofia taps Ask Parent, and Messages opens a compose sheet to her father.",
        next: "She sends it.")
    ),
    (
      "n, then a live change: LIVE since step 1",
      [.jump(1, .nextStep), .perform(.setSharingMode(.alwaysShare))],
      step(.live(leftAt: 1), narration: launch, next: "Sofia asks Carlos.", live: 1)
    ),
    (
      "n, live, w: back on the script at step 1",
      [
        .jump(1, .nextStep), .perform(.setSharingMode(.alwaysShare)),
        .jump(1, .returnToScript),
      ],
      step(.script(1), narration: launch, next: "Sofia asks Carlos.")
    ),
    (
      "n, live, u: the change undone, on the script again",
      [.jump(1, .nextStep), .perform(.setSharingMode(.alwaysShare)), .undo],
      step(.script(1), narration: launch, next: "Sofia asks Carlos.")
    ),
    (
      "n n n n: the end, no next caption",
      [.jump(1, .nextStep), .jump(2, .nextStep), .jump(3, .nextStep), .jump(4, .nextStep)],
      step(.script(4), narration: "Carlos taps Approve; Landmarks runs.", next: nil)
    ),
    (
      "n n r: reset to the start", [.jump(1, .nextStep), .jump(2, .nextStep), .jump(0, .reset)],
      step(
        .script(0), narration: "Texas shares Sofia's range; Landmarks 2.0 needs Carlos's approval.",
        next: "Sofia, 14, opens Landmarks 2.0.")
    ),
    (
      "n u n: the undone jump taken again", [.jump(1, .nextStep), .undo, .jump(1, .nextStep)],
      step(.script(1), narration: launch, next: "Sofia asks Carlos.")
    ),
  ]

  @Test("records in, step out", arguments: cases)
  func replay(_ name: String, records: [SessionRecord], expected: NotesStep) {
    expectNoDifference(NotesFixture.step(after: records), expected, "\(name)")
  }

  @Test("another scenario opened, then undone")
  func changeOfScenario() throws {
    let other = try #require(ScenarioLibrary.sources.first { $0.name == "wwdc-emily-9" })
    let opened = try #require(NotesFixture.step(after: [.open(ScenarioDocument(other))]))
    expectNoDifference(opened.scenarioName, "wwdc-emily-9")
    expectNoDifference(opened.position, .script(0))
    expectNoDifference(opened.total, 1)
    expectNoDifference(
      NotesFixture.step(after: [.jump(1, .nextStep), .open(ScenarioDocument(other)), .undo]),
      Self.step(.script(1), narration: Self.launch, next: "Sofia asks Carlos."))
  }

  @Test("a journal that cannot be followed says why, and ignores the rest")
  func problems() {
    var notOpened = NotesReplay(opener: .yaml)
    notOpened.apply(.jump(1, .nextStep))
    notOpened.apply(.open(NotesFixture.document))
    expectNoDifference(notOpened.problem, "the journal does not start by opening a scenario")
    expectNoDifference(notOpened.step, nil)

    var broken = NotesReplay(opener: .yaml)
    broken.apply(.open(ScenarioDocument(file: "/tmp/gone.yaml", text: "name: [unclosed\n")))
    expectNoDifference(
      broken.problem?.hasPrefix("its scenario does not load: /tmp/gone.yaml:"), true)
    expectNoDifference(broken.step, nil)

    expectNoDifference(NotesReplay(opener: .yaml).step, nil)
    expectNoDifference(NotesReplay(opener: .yaml).problem, nil)
  }
}
