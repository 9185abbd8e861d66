import AgeScreen
import FlowEngine
import Scenarios

@testable import AppleScreen

/// A scenario of the notes' own, so their screens do not change when a built-in's narration
/// is reworded: texas-teen's story with short narrations, and a caption on its second step.
enum NotesFixture {
  static let document = ScenarioDocument(
    file: "notes-sample.yaml",
    text: """
      name: notes-sample
      title: Sofia asks her father to approve an update
      summary: Texas shares Sofia's range; Landmarks 2.0 needs Carlos's approval.
      world:
        today: 2026-09-14
        os: "26.5"
        region: US-TX
        person: {name: Sofia, birthdate: 2012-03-02, sharing-mode: ask-first}
        parent: Carlos
      script:
        - do: launch
          narration: >-
            Sofia, 14, opens Landmarks 2.0. Texas shares her range, 13–15, without a
            prompt, and the update adds video calling, a significant change, so the app
            shows its Ask screen.
        - do: ask-parent
          caption: Sofia asks Carlos.
          narration: >-
            Sofia taps Ask Parent, and Messages opens a compose sheet to her father.
        - do: send
          narration: She sends it. Carlos's iPhone shows the request.
        - do: {parent: approve}
          narration: Carlos taps Approve; Landmarks runs.
      """)

  /// The opening record and `records` after it.
  static func journal(_ records: [SessionRecord]) -> [SessionRecord] {
    [.open(document)] + records
  }

  /// The notes' step after replaying `records` (after the opening one).
  static func step(after records: [SessionRecord]) -> NotesStep? {
    var replay = NotesReplay(opener: .yaml)
    for record in journal(records) { replay.apply(record) }
    return replay.step
  }
}
