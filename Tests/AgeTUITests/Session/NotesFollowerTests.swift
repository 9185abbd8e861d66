import AgeScreen
import CustomDump
import FlowEngine
import Foundation
import Glibc
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// `agetui notes` following a state directory: journal records written by the session's own
/// writer go in, the notes' state comes out; the journal is only ever read.
@Suite("Notes follower")
struct NotesFollowerTests {
  static let document = ScenarioDocument(
    file: "notes-sample.yaml",
    text: """
      name: notes-sample
      title: Sofia asks her father
      summary: Landmarks 2.0 needs Carlos's approval.
      world:
        today: 2026-09-14
        region: US-TX
        person: {name: Sofia, birthdate: 2012-03-02, sharing-mode: ask-first}
        parent: Carlos
      script:
        - do: launch
          narration: Sofia opens Landmarks 2.0.
        - do: ask-parent
          caption: Sofia asks Carlos.
          narration: Sofia taps Ask Parent.
        - do: send
          narration: She sends it.
      """)

  /// A state directory with a clock, and the follower under test.
  final class Fixture {
    /// The follower's clock, in seconds since the epoch.
    final class Clock {
      var seconds = 1_000_000
    }

    let directory: URL
    let clock = Clock()
    var follower: NotesFollower

    init(recordsPerPoll: Int = 1_000, bytesPerPoll: Int = 1 << 20) throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "agetui-notes-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      follower = NotesFollower(
        directory: directory, now: { [clock] in clock.seconds }, recordsPerPoll: recordsPerPoll,
        bytesPerPoll: bytesPerPoll)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    var journal: SessionJournal<SessionRecord> {
      SessionJournal(fileURL: directory.appendingPathComponent("session.jsonl"))
    }
    var session: PresenceFile {
      PresenceFile(directory: directory, name: PresenceFile.sessionFileName)
    }
    var journalPath: String { journal.fileURL.path }

    func poll() -> NotesState { follower.poll() }

    /// Appends raw bytes to the journal, as a writer cut short would.
    func appendRaw(_ text: String) throws {
      let handle = try FileHandle(forWritingTo: journal.fileURL)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    }

    /// Sets the modification time of the file at `path`, in seconds since 1970.
    func setModified(_ path: String, _ seconds: Int) throws {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: path)
    }

    func contents() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
  }

  static func step(_ position: WalkthroughPosition, _ narration: String, next: String?)
    -> NotesStep
  {
    NotesStep(
      scenarioName: "notes-sample", scenarioTitle: "Sofia asks her father", position: position,
      total: 3, narration: narration, nextCaption: next,
      liveActions: position.isLive ? 1 : 0)
  }

  static let start = step(
    .script(0), "Landmarks 2.0 needs Carlos's approval.", next: "Sofia opens Landmarks 2.0.")
  static let stepOne = step(.script(1), "Sofia opens Landmarks 2.0.", next: "Sofia asks Carlos.")
  static let stepTwo = step(.script(2), "Sofia taps Ask Parent.", next: "She sends it.")

  func state(_ fixture: Fixture, _ phase: NotesState.Phase, elapsed: Int? = nil, skipped: Int = 0)
    -> NotesState
  {
    NotesState(
      stateDirectory: fixture.directory.path, phase: phase, elapsedSeconds: elapsed,
      skippedLines: skipped)
  }

  @Test("waits without a session, follows n and p, a torn line, a restart, and a quit")
  func followsASession() throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.poll(), state(fixture, .waiting(.noSession)))
    // A journal left by a session that is not running is not followed.
    expectNoDifference(fixture.journal.start(with: [.open(Self.document)]), nil)
    expectNoDifference(fixture.poll(), state(fixture, .waiting(.noSession)))
    expectNoDifference(fixture.session.claim(), nil)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.start)))

    expectNoDifference(fixture.journal.append([.jump(1, .nextStep)]), nil)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 0))
    fixture.clock.seconds += 75
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 75))

    // Half a record: nothing changes until its newline arrives.
    let line = try #require(
      String(data: try JSONEncoder().encode(SessionRecord.jump(2, .nextStep)), encoding: .utf8))
    try fixture.appendRaw(String(line.prefix(5)))
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 75))
    try fixture.appendRaw(String(line.dropFirst(5)) + "\n")
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepTwo), elapsed: 75))

    expectNoDifference(fixture.journal.append([.perform(.setSharingMode(.alwaysShare))]), nil)
    expectNoDifference(
      fixture.poll(),
      state(
        fixture,
        .following(
          Self.step(.live(leftAt: 2), "Sofia taps Ask Parent.", next: "She sends it.")),
        elapsed: 75))
    expectNoDifference(
      fixture.journal.append([.jump(2, .returnToScript), .jump(1, .previousStep)]), nil)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 75))

    // The presenter quits: the notes wait.
    fixture.session.release()
    expectNoDifference(fixture.poll(), state(fixture, .waiting(.noSession)))
    // And starts again: a fresh journal renamed over the old one, read from its start.
    expectNoDifference(fixture.journal.start(with: [.open(Self.document)]), nil)
    expectNoDifference(fixture.session.claim(), nil)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.start)))
    fixture.clock.seconds += 10
    expectNoDifference(fixture.journal.append([.jump(1, .nextStep)]), nil)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 0))
  }

  @Test("a journal replaced while the same session runs is read again from its start")
  func replacedUnderTheSamePID() throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.session.claim(), nil)
    expectNoDifference(
      fixture.journal.start(with: [.open(Self.document), .jump(2, .nextStep)]), nil)
    _ = fixture.poll()
    expectNoDifference(
      fixture.journal.start(with: [.open(Self.document), .jump(1, .nextStep)]), nil)
    expectNoDifference(fixture.poll().phase, .following(Self.stepOne))
    // A journal that shrank in place (truncated) is read again too.
    let truncated = open(fixture.journalPath, O_WRONLY | O_TRUNC)
    #expect(truncated >= 0)
    close(truncated)
    try fixture.appendRaw(SessionJournal<SessionRecord>.header + "\n")
    expectNoDifference(fixture.journal.append([.open(Self.document)]), nil)
    expectNoDifference(fixture.poll().phase, .following(Self.start))
  }

  @Test("notes started mid-walkthrough time it from the journal's last change")
  func startedLate() throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.session.claim(), nil)
    expectNoDifference(
      fixture.journal.start(with: [.open(Self.document), .jump(2, .nextStep)]), nil)
    try fixture.setModified(fixture.session.path, 999_000)
    try fixture.setModified(fixture.journalPath, 999_900)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepTwo), elapsed: 100))
  }

  @Test("a burst is replayed a bounded number of records per look, saying it is catching up")
  func burstIsReplayedInSlices() throws {
    let fixture = try Fixture(recordsPerPoll: 1_000)
    expectNoDifference(fixture.session.claim(), nil)
    let burst: [SessionRecord] =
      [.open(Self.document)] + Array(repeating: .jump(1, .nextStep), count: 1_999)
      + [.jump(2, .nextStep)]
    expectNoDifference(fixture.journal.start(with: burst), nil)
    try fixture.setModified(fixture.session.path, 999_000)
    try fixture.setModified(fixture.journalPath, 999_900)
    var catchingUp = state(fixture, .following(Self.stepOne), elapsed: 100)
    catchingUp.isCatchingUp = true
    // 2,002 lines (the header first): 1,000, then 1,000, then the last 2.
    expectNoDifference(fixture.poll(), catchingUp)
    expectNoDifference(fixture.poll(), catchingUp)
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepTwo), elapsed: 100))
    expectNoDifference(fixture.poll(), state(fixture, .following(Self.stepTwo), elapsed: 100))
  }

  @Test("one look reads at most a slice of the file, so memory stays bounded")
  func fileIsReadInSlices() throws {
    let slice = 4_096
    let fixture = try Fixture(bytesPerPoll: slice)
    expectNoDifference(fixture.session.claim(), nil)
    let burst: [SessionRecord] =
      [.open(Self.document)] + Array(repeating: .jump(1, .nextStep), count: 3_000)
      + [.jump(2, .nextStep)]
    expectNoDifference(fixture.journal.start(with: burst), nil)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: fixture.journalPath)[.size] as? Int)
    var looks = 1
    while fixture.poll().isCatchingUp { looks += 1 }
    expectNoDifference(looks, (size + slice - 1) / slice)
    expectNoDifference(fixture.poll().phase, .following(Self.stepTwo))
  }

  @Test("a dead session's PID counts as no session")
  func deadSession() throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.journal.start(with: [.open(Self.document)]), nil)
    expectNoDifference(fixture.session.claim(pid: Int32.max), nil)
    expectNoDifference(fixture.poll(), state(fixture, .waiting(.noSession)))
  }

  @Test("a foreign file or a bad line is reported and never moved, rewritten or locked")
  func onlyReads() throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.session.claim(), nil)
    try Data("not a journal\n{}\n".utf8).write(to: fixture.journal.fileURL)
    expectNoDifference(
      fixture.poll(),
      state(
        fixture,
        .waiting(
          .unreadable("\(fixture.journalPath) is not a session journal this agetui reads"))))
    #expect(try fixture.contents() == ["session.jsonl", "session.pid"])
    #expect(
      try String(contentsOf: fixture.journal.fileURL, encoding: .utf8)
        == "not a journal\n{}\n")

    expectNoDifference(fixture.journal.start(with: [.open(Self.document)]), nil)
    try fixture.appendRaw("{\"garbage\":1}\n")
    expectNoDifference(fixture.journal.append([.jump(1, .nextStep)]), nil)
    // First seen past step 0: timed from the journal's last change, here 20 s ago, after the
    // session started.
    try fixture.setModified(fixture.session.path, 999_000)
    try fixture.setModified(fixture.journalPath, 999_980)
    expectNoDifference(
      fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: 20, skipped: 1))
    #expect(try fixture.contents() == ["session.jsonl", "session.pid"])

    try FileManager.default.removeItem(at: fixture.journal.fileURL)
    try FileManager.default.createDirectory(
      at: fixture.journal.fileURL, withIntermediateDirectories: false)
    expectNoDifference(
      fixture.poll(),
      state(
        fixture,
        .waiting(.unreadable("\(fixture.journalPath) is a directory, not a regular file"))))
  }

  /// A journal's last change the notes cannot believe, and the time they count from instead;
  /// the session started at 999,000 and it is 1,000,000 now.
  struct Guess: Sendable, CustomTestStringConvertible {
    var journalModified: Int
    var elapsed: Int
    var testDescription: String { "journal changed at \(journalModified)" }
  }

  @Test(
    "a walkthrough found under way is timed from the journal's change, within the session",
    arguments: [
      // Touched to 1970 (it showed "elapsed 498837:29:11"): from the session's start.
      Guess(journalModified: 0, elapsed: 1_000),
      Guess(journalModified: 998_000, elapsed: 1_000),
      // A change the clock puts in the future: from now.
      Guess(journalModified: 2_000_000_000, elapsed: 0),
      // Believable: from the change.
      Guess(journalModified: 999_980, elapsed: 20),
    ])
  func implausibleJournalTime(_ guess: Guess) throws {
    let fixture = try Fixture()
    expectNoDifference(fixture.session.claim(), nil)
    expectNoDifference(
      fixture.journal.start(with: [.open(Self.document), .jump(1, .nextStep)]), nil)
    try fixture.setModified(fixture.session.path, 999_000)
    try fixture.setModified(fixture.journalPath, guess.journalModified)
    expectNoDifference(
      fixture.poll(), state(fixture, .following(Self.stepOne), elapsed: guess.elapsed))
  }

  @Test("without the session's start or the journal's change, the notes count from now")
  func guessWithoutSessionStart() {
    expectNoDifference(
      NotesFollower.guessedStart(journalModified: 0, sessionStarted: nil, now: 10), 10)
    expectNoDifference(
      NotesFollower.guessedStart(journalModified: 5, sessionStarted: nil, now: 10), 10)
    expectNoDifference(
      NotesFollower.guessedStart(journalModified: nil, sessionStarted: 3, now: 10), 10)
    expectNoDifference(
      NotesFollower.guessedStart(journalModified: 5, sessionStarted: 3, now: 10), 5)
  }
}
