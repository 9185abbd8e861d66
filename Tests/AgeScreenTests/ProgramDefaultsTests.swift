import AgeScreen
import CustomDump
import Testing

/// What ``TUIProgram`` gives a program that implements only its requirements.
@Suite struct ProgramDefaultsTests {
  let size = Size(width: 80, height: 24)

  @Test func keysAreLookedUpInTheTableForTheCurrentContext() {
    var program = PlaceholderProgram()
    expectNoDifference(program.action(for: .tab, size: size), .focusNext)
    expectNoDifference(program.action(for: .character("?"), size: size), .toggleHelp)
    _ = program.update(.toggleHelp, size: size)
    expectNoDifference(program.action(for: .character("?"), size: size), .closeHelp)
    expectNoDifference(program.action(for: .tab, size: size), nil)
    expectNoDifference(
      program.action(for: .character("q"), size: Size(width: 30, height: 10)), .quit)
    expectNoDifference(program.action(for: .click(column: 3, row: 3), size: size), nil)
  }

  @Test func thereIsNoAutoAdvanceAndNoMarker() {
    let program = PlaceholderProgram()
    expectNoDifference(program.autoAdvanceMilliseconds, nil)
    expectNoDifference(program.autoAdvanceAction, nil)
    expectNoDifference(program.recordingMarkers, [])
  }

  @Test func theRuntimesEventsAreIgnoredUnlessTheProgramTakesThem() {
    var program = PlaceholderProgram()
    let before = program.render(size: size)
    expectNoDifference(program.action(for: .report(Notice(.warning, "disk full"))), nil)
    program.report(Notice(.warning, "session not saved: disk full"))
    #expect(program.deliver(.unsaved("not saved")).isEmpty)
    #expect(program.deliver(.followedByNotes(true)).isEmpty)
    expectNoDifference(program.render(size: size), before)
    expectNoDifference(program.notice, nil)
    expectNoDifference(program.update(.quit, size: size).map(\.isQuit), [true])
  }
}
