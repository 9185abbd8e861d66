import CustomDump
import GooglePlayScenarios
import Scenarios
import ScreenTestSupport
import Testing

@testable import AgeScreen
@testable import AppleScreen
@testable import GooglePlayScreen

/// `agetui notes` on a scenario with a Google Play side: the notes follow the side the
/// presenter shows, Play's steps and live changes in Play's own script and words, in the order
/// the journal says they happened.
@Suite struct NotesPlayTests {
  static let size = Size(width: 100, height: 30)
  static let finder: PlayStory.Finder = { _ in
    PlayStories.texasTeen
  }

  /// The journal of a session on both stores driven by `actions`.
  static func journal(_ actions: [StoreSessionAction]) throws -> [SessionRecord] {
    var session = try StoreSession(builtIn: "texas-teen", finder: finder)
    var commands = session.start()
    for action in actions { commands += session.update(action, size: size) }
    return commands.savedRecords
  }

  static let walk: [StoreSessionAction] = [
    .apple(.nextStep), .switchStore, .play(.shell(.nextStep)), .play(.shell(.nextStep)),
    .play(.shell(.focus(.settings))), .play(.shell(.choose)), .switchStore, .apple(.nextStep),
    .switchStore, .play(.shell(.undo)),
  ]

  /// A step in a few words: the store, the position and the live changes.
  static func label(_ step: NotesStep?) -> String {
    guard let step else { return "none" }
    let store = step.store ?? "Apple"
    switch step.position {
    case .script(let reached): return "\(store) \(reached)/\(step.total)"
    case .live(let leftAt):
      return "\(store) LIVE \(leftAt)/\(step.total) ×\(step.liveActions)"
    }
  }

  @Test func theNotesFollowEitherSideInTheOrderItHappened() throws {
    var replay = NotesReplay(opener: .yaml, kinds: [.apple, .googlePlay(finder: Self.finder)])
    var seen: [String] = []
    for record in try Self.journal(Self.walk) {
      replay.apply(record)
      let label = Self.label(replay.step)
      if seen.last != label { seen.append(label) }
    }
    expectNoDifference(replay.problem, nil)
    expectNoDifference(
      seen,
      [
        "Apple 0/4", "Apple 1/4", "Google Play 0/5", "Google Play 1/5", "Google Play 2/5",
        "Google Play LIVE 2/5 ×1", "Apple 1/4", "Apple 2/4", "Google Play LIVE 2/5 ×1",
        "Google Play 2/5",
      ])
  }

  @Test func playsStepInPlaysWords() throws {
    var replay = NotesReplay(opener: .yaml, kinds: [.apple, .googlePlay(finder: Self.finder)])
    for record in try Self.journal(Array(Self.walk.prefix(4))) { replay.apply(record) }
    expectNoDifference(
      replay.step,
      NotesStep(
        scenarioName: "texas-teen-play", scenarioTitle: "The Texas teen on Google Play",
        position: .script(2), total: 5,
        narration: "The change takes effect; Play, not the app, asks the parent.",
        nextCaption: "Sofia opens Landmarks: PENDING.", liveActions: 0, store: "Google Play"))
    for record in try Self.journal(Array(Self.walk.prefix(6))).dropFirst(
      try Self.journal(Array(Self.walk.prefix(4))).count)
    {
      replay.apply(record)
    }
    expectNoDifference(
      replay.step,
      NotesStep(
        scenarioName: "texas-teen-play", scenarioTitle: "The Texas teen on Google Play",
        position: .live(leftAt: 2), total: 5,
        narration: "The change takes effect; Play, not the app, asks the parent.",
        nextCaption: "Sofia opens Landmarks: PENDING.", liveActions: 1, store: "Google Play"))
  }

  @Test func theStepLineNamesGooglePlay() throws {
    var replay = NotesReplay(opener: .yaml, kinds: [.apple, .googlePlay(finder: Self.finder)])
    for record in try Self.journal(Array(Self.walk.prefix(4))) { replay.apply(record) }
    let step = try #require(replay.step)
    let canvas = NotesView.render(
      NotesState(stateDirectory: "/tmp", phase: .following(step)), size: Self.size)
    let trimmed = canvas.lines.map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    #expect(trimmed.contains("    Step 2/5  texas-teen-play · Google Play"))
  }

  @Test func aPlayRecordTheScenarioCannotTakeStopsTheNotes() throws {
    var replay = NotesReplay(opener: .yaml, kinds: [.apple, .googlePlay { _ in nil }])
    for record in try Self.journal([]) + [.play(.jump(1))] { replay.apply(record) }
    expectNoDifference(
      replay.problem, "a record changes Google Play's side, but texas-teen runs on Apple only")
    expectNoDifference(replay.step, nil)
  }
}
