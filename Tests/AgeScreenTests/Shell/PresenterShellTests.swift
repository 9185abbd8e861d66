import CustomDump
import FlowEngine
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import GooglePlayScreen

/// Apple's and Google Play's shells take the presenter's chrome keys through one update
/// (``PresenterShell/updatePresenter(_:size:)``): help pages by its height less a line and
/// stops at its end, a device pane that does not fit scrolls past its first and last button,
/// and `W` names whose wording the marks set apart.
@Suite struct PresenterShellTests {
  let size = Size(width: 80, height: 24)

  /// The help overlay's offset after each of `actions`, from its top.
  func helpOffsets<Shell: PresenterShell>(
    _ shell: Shell, _ actions: [ShellAction], wrap: (ShellAction) -> Shell.Action
  ) -> [Int?] {
    var shell = shell
    _ = shell.update(wrap(.toggleHelp), size: size)
    return actions.map { action in
      _ = shell.update(wrap(action), size: size)
      return shell.overlay?.helpOffset
    }
  }

  let helpKeys: [ShellAction] = [
    .pageHelp(1), .pageHelp(1), .scrollHelp(Int.max), .pageHelp(-1), .scrollHelp(Int.min),
  ]

  @Test func helpPagesAndStopsAtItsEndOnBothShells() throws {
    // The 80×24 overlay shows 17 lines, so a page is 16; the end is the table's lines less
    // those 17: Apple's 64 rows wrap to 80 lines, Play's to 77.
    let apple = try SimulatorStates.start()
    expectNoDifference(helpOffsets(apple, helpKeys) { $0 }, [16, 32, 63, 47, 0])
    let play = PlayShell(story: PlayStories.texasTeen)
    expectNoDifference(helpOffsets(play, helpKeys) { .shell($0) }, [16, 32, 60, 44, 0])
  }

  /// Step 3 of the Texas teen on Play at 80×24: the phone's document is 18 rows in a pane of
  /// 13 (what the app received puts a long value under its name), its two buttons from row 5,
  /// so it scrolls up to 5 rows.
  @Test func playsPhoneScrollsPastItsButtonsAsApplesDoes() throws {
    var shell = PlayShell(story: PlayStories.texasTeen)
    for _ in 1...3 { _ = shell.update(.shell(.nextStep), size: size) }
    _ = shell.update(.shell(.focus(.child)), size: size)
    let document = try #require(shell.keyLayout(size: size).documents.child)
    expectNoDifference(
      [document.total, document.height, document.itemsTop, document.itemCount], [18, 13, 5, 2])
    var seen: [[Int]] = []
    for action in [
      ShellAction.move(1), .move(1), .move(1), .move(1), .move(1), .move(-1), .first, .last,
      .first, .page(1),
    ] {
      _ = shell.update(.shell(action), size: size)
      seen.append([shell.lists.child.selection, shell.documentScroll.child])
    }
    expectNoDifference(
      seen,
      [
        [1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [0, 4], [0, 0], [1, 5], [0, 0], [0, 5],
      ])
  }

  @Test func wordingMarksNameWhoseWordingTheySetApart() throws {
    var apple = try SimulatorStates.start()
    _ = apple.update(.toggleWordingMarks, size: size)
    expectNoDifference(
      apple.notice, Notice(.info, "Wording marks hidden; W shows the ≈ on assumed wording."))
    _ = apple.update(.toggleWordingMarks, size: size)
    expectNoDifference(
      apple.notice,
      Notice(.info, "≈ marks AgeTUI's assumed wording, not Apple's; W hides the marks."))
    var play = PlayShell(story: PlayStories.texasTeen)
    _ = play.update(.shell(.toggleWordingMarks), size: size)
    _ = play.update(.shell(.toggleWordingMarks), size: size)
    expectNoDifference(
      play.notice,
      Notice(.info, "≈ marks AgeTUI's assumed wording, not Google's; W hides the marks."))
  }
}
