import AgeScreen
import Testing

/// What ``TUIProgram`` gives a program that implements only its requirements.
@Suite struct ProgramDefaultsTests {
  let size = Size(width: 80, height: 24)

  @Test func keysAreLookedUpInTheTableForTheCurrentContext() {
    var program = PlaceholderProgram()
    #expect(program.action(for: .tab, size: size) == .focusNext)
    #expect(program.action(for: .character("?"), size: size) == .toggleHelp)
    _ = program.update(.toggleHelp, size: size)
    #expect(program.action(for: .character("?"), size: size) == .closeHelp)
    #expect(program.action(for: .tab, size: size) == nil)
    #expect(program.action(for: .character("q"), size: Size(width: 30, height: 10)) == .quit)
    #expect(program.action(for: .click(column: 3, row: 3), size: size) == nil)
  }

  @Test func thereIsNoAutoAdvanceAndNoMarker() {
    let program = PlaceholderProgram()
    #expect(program.autoAdvanceMilliseconds == nil)
    #expect(program.autoAdvanceAction == nil)
    #expect(program.recordingMarkers == [])
  }

  @Test func theRuntimesEventsAreIgnoredUnlessTheProgramTakesThem() {
    var program = PlaceholderProgram()
    let before = program.render(size: size)
    #expect(program.action(for: .report(Notice(.warning, "disk full"))) == nil)
    program.report(Notice(.warning, "session not saved: disk full"))
    #expect(program.deliver(.unsaved("not saved")).isEmpty)
    #expect(program.deliver(.followedByNotes(true)).isEmpty)
    #expect(program.render(size: size) == before)
    #expect(program.notice == nil)
    #expect(program.update(.quit, size: size).map(\.isQuit) == [true])
  }
}
