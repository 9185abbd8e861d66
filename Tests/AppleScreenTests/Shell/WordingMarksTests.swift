import CustomDump
import FlowEngine
import Presentation
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// The `≈` marks on AgeTUI's assumed wording: where they show at 80×24, `W` hiding them (the
/// footer then says so), and the journal keeping the choice for `--resume`.
@Suite("Wording marks")
struct WordingMarksTests {
  static let size = Size(width: 80, height: 24)

  /// The Child pane's rows 5 to 13 of the Ask First prompt at 80×24 (its left half).
  static func promptRows(_ shell: AppleShell) -> [String] {
    shell.render(size: size).lines[5...13].map { String($0.prefix(40)) }
  }

  @Test("the prompt marks its assumed title and buttons, and says what ≈ means")
  func marked() throws {
    let shell = try SimulatorStates.askFirstPrompt()
    expectNoDifference(
      Self.promptRows(shell),
      [
        "│ ╭─ System sheet · ≈ assumed ───────╮ │",
        "│ │ ≈ Share Your Age Range?          │ │",
        "│ │ “Landmarks” would like to know   │ │",
        "│ │ whether you are 12 or under,     │ │",
        "│ │ 13–15 or 16 or over. It will     │ │",
        "│ │ learn “13–15”, not your          │ │",
        "│ │ birthdate.                       │ │",
        "│ │ ▸ ✓ ≈ Share Age Range            │ │",
        "│ │     ≈ Don’t Share (Esc)          │ │",
      ])
  }

  @Test("W hides the marks; the footer and the notice say they are hidden; W shows them again")
  func hidden() throws {
    var shell = try SimulatorStates.askFirstPrompt()
    _ = shell.update(.toggleWordingMarks, size: Self.size)
    #expect(!shell.showsWordingMarks)
    expectNoDifference(
      Self.promptRows(shell),
      [
        "│ ╭─ System sheet ───────────────────╮ │",
        "│ │ Share Your Age Range?            │ │",
        "│ │ “Landmarks” would like to know   │ │",
        "│ │ whether you are 12 or under,     │ │",
        "│ │ 13–15 or 16 or over. It will     │ │",
        "│ │ learn “13–15”, not your          │ │",
        "│ │ birthdate.                       │ │",
        "│ │ ▸ ✓ Share Age Range              │ │",
        "│ │     Don’t Share (Esc)            │ │",
      ])
    expectNoDifference(
      shell.notice, Notice(.info, "Wording marks hidden; W shows the ≈ on assumed wording."))
    // Right after help's, where the narrowest footer keeps it.
    expectNoDifference(
      shell.render(size: Self.size).lines[23],
      DisplayWidth.pad(
        " q quit ? help W ≈ off v read n/p step r reset c comp s scenario m mode l region",
        to: 80))
    _ = shell.update(.toggleWordingMarks, size: Self.size)
    #expect(shell.showsWordingMarks)
    #expect(!shell.render(size: Self.size).lines[23].contains("W ≈ off"))
    expectNoDifference(
      shell.notice,
      Notice(.info, "≈ marks AgeTUI's assumed wording, not Apple's; W hides the marks."))
  }

  @Test("the journal keeps hidden marks for --resume, and says nothing while they show")
  func journaled() throws {
    var shell = try SimulatorStates.start()
    let records = shell.update(.toggleWordingMarks, size: Self.size).savedRecords
    expectNoDifference(
      records.last,
      .screen(
        AppleScreenPosition(
          focus: shell.focus, shownDevice: .childPhone, lists: shell.lists,
          wordingMarks: false)))
    var restored = try SimulatorStates.start()
    expectNoDifference(restored.restore(records), nil)
    #expect(!restored.showsWordingMarks)
    // Marks shown: the screen record is the one written before `W` existed.
    var shown = try SimulatorStates.start()
    expectNoDifference(
      shown.update(.focus(.parent), size: Self.size).savedRecords.last,
      .screen(
        AppleScreenPosition(focus: .parent, shownDevice: .childPhone, lists: shown.lists)))
    // --no-wording-marks hides them in a resumed session whose journal showed them.
    var flagged = try SimulatorStates.start()
    flagged.showsWordingMarks = false
    expectNoDifference(flagged.restore([]), nil)
    #expect(!flagged.showsWordingMarks)
  }
}
