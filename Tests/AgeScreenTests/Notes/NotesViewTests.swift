import AgeScreen
import CustomDump
import FlowEngine
import ScreenTestSupport
import Testing

@testable import AppleScreen

/// The speaker notes screen, drawn from a state alone, compared whole with snapshots.
@Suite("Notes view")
struct NotesViewTests {
  static let small = Size(width: 80, height: 24)
  static let large = Size(width: 120, height: 40)
  static let directory = "/home/presenter/.local/state/agetui"

  static func following(_ records: [SessionRecord], elapsed: Int? = nil) throws -> NotesState {
    let step = try #require(NotesFixture.step(after: records))
    return NotesState(
      stateDirectory: directory, phase: .following(step), elapsedSeconds: elapsed)
  }

  @Test("step 1 at 80×24 and 120×40: title, step and clock, narration, next caption, keys")
  func stepOne() throws {
    let state = try Self.following([.jump(1, .nextStep)], elapsed: 247)
    expectScreen(NotesView.render(state, size: Self.small), snapshot: "step-1-80x24")
    expectScreen(NotesView.render(state, size: Self.large), snapshot: "step-1-120x40")
  }

  @Test("the start, before the walkthrough: no clock, the summary, n only")
  func start() throws {
    expectScreen(
      NotesView.render(try Self.following([]), size: Self.small), snapshot: "start-80x24")
  }

  @Test("the end: no next caption, p and r")
  func end() throws {
    let state = try Self.following(
      [.jump(1, .nextStep), .jump(2, .nextStep), .jump(3, .nextStep), .jump(4, .nextStep)],
      elapsed: 3_725)
    expectScreen(NotesView.render(state, size: Self.small), snapshot: "end-80x24")
  }

  @Test("LIVE at 80×24: how many changes, what the script said, how to rejoin")
  func live() throws {
    let state = try Self.following(
      [
        .jump(1, .nextStep), .perform(.setSharingMode(.alwaysShare)),
        .perform(.closeApp(.childPhone)),
      ],
      elapsed: 61)
    expectScreen(NotesView.render(state, size: Self.small), snapshot: "live-80x24")
  }

  @Test("waiting at 80×24 and 120×40, and a journal that cannot be followed")
  func waiting() {
    let waiting = NotesState(stateDirectory: Self.directory, phase: .waiting(.noSession))
    expectScreen(NotesView.render(waiting, size: Self.small), snapshot: "waiting-80x24")
    expectScreen(NotesView.render(waiting, size: Self.large), snapshot: "waiting-120x40")
    let unreadable = NotesState(
      stateDirectory: Self.directory,
      phase: .waiting(.unreadable("its scenario does not load: x.yaml:1:7: bad")),
      skippedLines: 2)
    expectScreen(NotesView.render(unreadable, size: Self.small), snapshot: "unreadable-80x24")
  }

  @Test("a short window keeps the keys and cuts the narration with …")
  func short() throws {
    let state = try Self.following([.jump(1, .nextStep)], elapsed: 5)
    expectScreen(NotesView.render(state, size: Size(width: 40, height: 12))) {
      """
      "                                        "
      "  Sofia asks her father to approve an   "
      "  update                                "
      "  Step 1/4  notes-sample  elapsed 0:05  "
      "  Sofia, 14, opens Landmarks 2.0.       "
      "  Texas shares her range, 13–15,        "
      "  without a prompt, and the update      "
      "  adds video calling, a significant     "
      "  change, so the app shows its Ask…     "
      "  Next, step 2: Sofia asks Carlos.      "
      "  n next step · p previous              "
      "  q quits the notes                     "
      -- styles
      "........................................"
      "..ttttttttttttttttttttttttttttttttttt..."
      "..tttttt................................"
      "..aaaaaaaammmmmmmmmmmmmm..aaaaaaaaaaaa.."
      "........................................"
      "........................................"
      "........................................"
      "........................................"
      "........................................"
      "..mmmmmmmmmmmmmmaaaaaaaaaaaaaaaaaa......"
      "..k.............k......................."
      "..mmmmmmmmmmmmmmmmm....................."
      -- legend: . plain, t title, m muted, a accent, k key
      """
    }
  }

  @Test("a narrow window: the title keeps two lines and ends in …, the clock its own line")
  func narrow() throws {
    let state = try Self.following([.jump(1, .nextStep)], elapsed: 2)
    expectScreen(NotesView.render(state, size: Size(width: 30, height: 12))) {
      """
      "                              "
      "Sofia asks her father to      "
      "approve an update             "
      "Step 1/4  notes-sample        "
      "elapsed 0:02                  "
      "Sofia, 14, opens Landmarks    "
      "2.0. Texas shares her range,  "
      "13–15, without a prompt, and… "
      "Next, step 2: Sofia asks      "
      "Carlos.                       "
      "n next step · p previous      "
      "q quits the notes             "
      -- styles
      ".............................."
      "tttttttttttttttttttttttt......"
      "ttttttttttttttttt............."
      "aaaaaaaammmmmmmmmmmmmm........"
      "aaaaaaaaaaaa.................."
      ".............................."
      ".............................."
      ".............................."
      "mmmmmmmmmmmmmmaaaaaaaaaa......"
      "aaaaaaa......................."
      "k.............k..............."
      "mmmmmmmmmmmmmmmmm............."
      -- legend: . plain, t title, m muted, a accent, k key
      """
    }
    var titled = try #require(NotesFixture.step(after: []))
    titled.scenarioTitle = "A title long enough to need three lines at this width and more words"
    let lines = NotesView.render(
      NotesState(stateDirectory: "/", phase: .following(titled)), size: Size(width: 30, height: 12)
    ).lines
    expectNoDifference(
      Array(lines[1...2]), ["A title long enough to need   ", "three lines at this width and…"])
  }

  @Test(
    "the clock",
    arguments: [
      (nil, nil), (0, "0:00"), (59, "0:59"), (61, "1:01"), (3_599, "59:59"),
      (3_600, "1:00:00"), (36_061, "10:01:01"),
    ] as [(Int?, String?)])
  func clock(_ seconds: Int?, _ text: String?) {
    expectNoDifference(
      NotesState(stateDirectory: "", phase: .waiting(.noSession), elapsedSeconds: seconds)
        .elapsedText, text)
  }

  @Test("nothing to draw on an empty window")
  func empty() throws {
    let state = try Self.following([])
    expectNoDifference(NotesView.render(state, size: Size(width: 0, height: 0)).lines, [])
  }
}
