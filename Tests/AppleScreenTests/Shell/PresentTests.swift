import CustomDump
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// `AppleShellSession.present(size:)`, the loop's frame, reuses pane bodies between frames: it must
/// draw exactly what `render(size:)` builds from scratch, and the list heights a key's update
/// finds (`paneMetrics(size:)`) must be those the frame shows.
struct PresentTests {
  static let sizes = [
    Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 60, height: 20),
    Size(width: 170, height: 50),
  ]

  /// Keys that change one pane, the focus, the simulation, the device shown and the history.
  static let keys: [ShellAction] = [
    .move(1), .focusNext, .choose, .choose, .undo, .focus(.settings), .move(3), .choose, .page(1),
    .focus(.timeline), .first, .last, .choose, .choose, .choose, .focusPrevious, .nextStep,
    .previousStep, .reset, .undo, .toggleHelp, .toggleHelp, .openPicker, .closePicker,
    .toggleNarration, .toggleNarration, .focus(.child), .choose, .nextStep,
  ]

  @Test(arguments: sizes)
  func presentDrawsWhatRenderBuildsAfterEveryKey(size: Size) throws {
    var session = AppleSide(try SimulatorStates.start())
    expectNoDifference(session.present(size: size), session.render(size: size))
    for action in Self.keys {
      var alone = session.shell
      let saved = session.update(.shell(action), size: size).flatMap { command -> [SessionRecord] in
        guard case .save(let records, _) = command else { return [] }
        return records.map(AppleSide.sessionRecord)
      }
      expectNoDifference(saved, alone.update(action, size: size).savedRecords)
      expectNoDifference(session.present(size: size), session.render(size: size), "after \(action)")
      let shell = session.shell
      expectNoDifference(
        shell.paneMetrics(size: size).listRows,
        PerPane { shell.frame(size: size).listRows(of: $0, size: size) }, "after \(action)")
    }
  }

  @Test func presentingAtAnotherSizeRelaysTheLists() throws {
    var session = AppleSide(try SimulatorStates.start())
    _ = session.present(size: Size(width: 120, height: 40))
    _ = session.present(size: Size(width: 60, height: 20))
    expectNoDifference(
      session.present(size: Size(width: 60, height: 20)),
      session.render(size: Size(width: 60, height: 20)))
    let shell = session.shell
    // A device pane lays out all its buttons, one here ("Open Landmarks"); it scrolls as a
    // whole document.
    expectNoDifference(
      shell.paneMetrics(size: Size(width: 60, height: 20)).listRows,
      PerPane(child: 1, parent: 0, settings: 0, timeline: 0))
  }
}
