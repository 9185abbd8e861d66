import AgeScreen
import CustomDump
import FlowEngine
import Foundation
import GooglePlayScenarios
import GooglePlayScreen
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// The journal's hardening holds for Google Play's records: the program the TUI runs
/// (`StoreSession` on a Google built-in) under the one-writer lock, write faults with the
/// "not saved" mark on Play's side, and bad or cut-short Play records set aside as any others.
@Suite("SessionRecorder with Google Play's records")
struct PlayJournalRecorderTests {
  private static let size = Size(width: 120, height: 40)
  private static let startedAt = 1_800_000_000

  /// The TUI's program on `scenario`, as `agetui --scenario NAME` makes it.
  private static func session(_ scenario: String = "play-change-approved") throws
    -> StoreSession
  {
    try AgeTUICommand.opened(for: scenario)
  }

  private static func recorder(
    _ environment: [String: String], processID: Int32, calls: JournalWriter.SystemCalls = .live
  ) -> SessionRecorder<StoreSession> {
    SessionRecorder(
      environment: environment, fileName: "session.jsonl", processID: processID,
      now: { startedAt }, calls: calls)
  }

  private static func records(in directory: URL, _ name: String = "session.jsonl")
    -> [SessionRecord]?
  {
    let journal = SessionJournal<SessionRecord>(fileURL: directory.appendingPathComponent(name))
    guard case .loaded(let records, _) = journal.load() else { return nil }
    return records
  }

  private static func line(_ record: SessionRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  /// Play's keys, each one change or more: the script, Family Link, Settings, undo, the
  /// Timeline.
  private static let actions: [StoreSessionAction] =
    ([
      .shell(.nextStep), .shell(.nextStep), .shell(.nextStep), .shell(.nextStep),
      .shell(.nextStep), .shell(.focus(.parent)), .shell(.choose), .shell(.undo),
      .shell(.choose), .shell(.focus(.settings)), .shell(.move(2)), .shell(.choose),
      .toggleTimeline, .shell(.move(-2)), .shell(.undo), .shell(.previousStep),
      .shell(.returnToScript), .shell(.nextStep),
    ] as [WalkthroughSideAction]).map(StoreSessionAction.play)

  /// The Play side's notice line as drawn.
  private static func noticeLine(_ program: StoreSession) -> String {
    let line = program.render(size: size).lines[size.height - 2]
    return String(line.reversed().drop { $0 == " " }.reversed())
  }

  @Test(
    "faults while Play's records are saved: what is reported saved is what reloads, marked on Play's side",
    arguments: FaultPlan.Fault.allCases)
  func faults(_ fault: FaultPlan.Fault) throws {
    for faultyFrom in [0, 3, 7, Self.actions.count - 2] {
      let (environment, directory) = try SessionRecorderTests.stateDirectory()
      defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
      let plan = FaultPlan(fault, saves: faultyFrom..<(faultyFrom + 2))
      var recorder = Self.recorder(environment, processID: 6161, calls: plan.calls)
      var program = try Self.session()
      expectNoDifference(recorder.begin(resume: false, into: &program, size: Self.size), [])
      let opening = program.start()
      var all = opening.flatMap { command -> [SessionRecord] in
        guard case .save(let records, _) = command else { return [] }
        return records
      }
      recorder.take(opening)
      plan.saveIndex = -1
      _ = recorder.save(&program)
      for (index, action) in Self.actions.enumerated() {
        plan.saveIndex = index
        let commands = program.update(action, size: Self.size)
        for case .save(let records, _) in commands { all += records }
        recorder.take(commands)
        _ = recorder.save(&program)
        let isUnsaved = recorder.unsaved != nil
        expectNoDifference(
          isUnsaved, (recorder.pendingCount > 0), "\(fault) from \(faultyFrom) at \(index)")
        expectNoDifference((program.play?.unsavedMark != nil), isUnsaved)
        expectNoDifference(
          Self.noticeLine(program).hasPrefix(" Warning: not saved since "), isUnsaved,
          "\(Self.noticeLine(program))")
        let reloaded = Self.records(in: directory) ?? []
        expectNoDifference(
          reloaded, Array(all.prefix(all.count - recorder.pendingCount)),
          "\(fault) from save \(faultyFrom), after save \(index)")
      }
      plan.saveIndex = Self.actions.count + 2
      _ = recorder.save(&program)
      expectNoDifference(Self.records(in: directory), all)
      expectNoDifference(program.play?.unsavedMark, nil)
      // What was saved restores Play's side whole.
      var restored = try Self.session()
      expectNoDifference(restored.restore(all), nil)
      var live = program.play
      live?.report(try #require(restored.play?.notice))
      expectNoDifference(restored.play, live)
    }
  }

  @Test("a second session beside a running one saves Play's records to its own journal")
  func secondSession() throws {
    let (environment, directory) = try SessionRecorderTests.stateDirectory()
    var first = Self.recorder(environment, processID: 1212)
    var firstProgram = try Self.session()
    expectNoDifference(first.begin(resume: false, into: &firstProgram, size: Self.size), [])
    first.take(firstProgram.start())
    _ = first.save(&firstProgram)
    let firstJournal = try Data(contentsOf: directory.appendingPathComponent("session.jsonl"))

    var second = Self.recorder(environment, processID: 3434)
    var secondProgram = try Self.session()
    #expect(second.busyHolder != nil)
    _ = second.begin(resume: true, into: &secondProgram, size: Self.size)
    second.take(secondProgram.start())
    second.take(secondProgram.update(.play(.shell(.nextStep)), size: Self.size))
    _ = second.save(&secondProgram)
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("session.jsonl")) == firstJournal)
    let own = try #require(Self.records(in: directory, "session-3434.jsonl"))
    #expect(own.contains(.play(.jump(1, cause: .nextStep))))
    withExtendedLifetime(first) {}
  }

  /// Resumes a journal of the opening records and `lines` after them.
  private static func resume(_ lines: [String]) throws -> (
    lines: [String], program: StoreSession, directory: URL, text: String
  ) {
    let (environment, directory) = try SessionRecorderTests.stateDirectory()
    var opening = try session()
    let start = opening.start().flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
    let text =
      ([SessionJournal<SessionRecord>.header] + (try start.map(line)) + lines).joined(
        separator: "\n") + (lines.last?.hasSuffix("\"ju") == true ? "" : "\n")
    try Data(text.utf8).write(to: directory.appendingPathComponent("session.jsonl"))
    var recorder = Self.recorder(environment, processID: 5656)
    var program = try session()
    let said = recorder.begin(resume: true, into: &program, size: size)
    return (said, program, directory, text)
  }

  @Test(
    "a bad or cut-short Play record is set aside with the others, and what came before is kept",
    arguments: [
      (
        [#"{"play":{"_0":{"jump":{"_0":1}}}}"#, #"{"play":{"_0":{"jump":{"_0":99}}}}"#],
        "resumed 2 of 3 records; the journal as it was is kept in session.jsonl.set-aside-1: "
          + "record 3 of 3 (line 4) jumps to Google Play's step 99 of "
          + "play-change-approved, whose walkthrough has 7 steps, so the replay stopped before it"
      ),
      (
        [
          #"{"play":{"_0":{"jump":{"_0":1}}}}"#,
          #"{"play":{"_0":{"perform":{"_0":{"advanceClock":{"days":-3}}}}}}"#,
        ],
        "resumed 2 of 3 records; the journal as it was is kept in session.jsonl.set-aside-1: "
          + "record 3 of 3 (line 4) moves Google Play's clock by -3 days (1 to 3650 at a time), "
          + "so the replay stopped before it"
      ),
      (
        [#"{"play":{"_0":{"jump":{"_0":1}}}}"#, #"{"play":{"_0":{"ju"#],
        "resumed 2 of 2 records; the journal as it was is kept in session.jsonl.set-aside-1: "
          + "the last change in session.jsonl was cut short and is dropped"
      ),
      (
        [#"{"play":{"_0":{"jump":{"_0":1}}}}"#, #"{"play":{"_0":{"leap":{}}}}"#],
        "resumed 2 of 2 records; the journal as it was is kept in session.jsonl.set-aside-1: "
          + "line 4 of session.jsonl is not a session record (of the wrong type) "
          + "and was skipped"
      ),
    ] as [([String], String)])
  func badPlayRecord(lines: [String], message: String) throws {
    let (said, program, directory, text) = try Self.resume(lines)
    expectNoDifference(said, ["agetui: " + message])
    expectNoDifference(program.play?.notice, Notice(.warning, message))
    expectNoDifference(program.play?.walkthroughLabel, "script 1/7")
    let aside = directory.appendingPathComponent("session.jsonl.set-aside-1")
    #expect(try String(contentsOf: aside, encoding: .utf8) == text)
    expectNoDifference(Self.records(in: directory)?.last, .play(.jump(1)))
  }

  @Test("a change's description of a million characters is set aside with the message")
  func hugeDescriptionIsSetAside() throws {
    let description = String(repeating: "x", count: 1_000_000)
    let record = try Self.line(
      .play(
        .perform(
          .declareChange(
            id: "video-calling", description: description,
            effective: try #require(SimDate(iso: "2026-09-08"))))))
    let (said, program, directory, text) = try Self.resume([
      #"{"play":{"_0":{"jump":{"_0":1}}}}"#, record,
    ])
    let message =
      "resumed 2 of 3 records; the journal as it was is kept in session.jsonl.set-aside-1: "
      + "record 3 of 3 (line 4) declares change video-calling with a description that is "
      + "1000000 characters long (at most 200), so the replay stopped before it"
    expectNoDifference(said, ["agetui: " + message])
    expectNoDifference(program.play?.notice, Notice(.warning, message))
    expectNoDifference(program.play?.walkthroughLabel, "script 1/7")
    let aside = directory.appendingPathComponent("session.jsonl.set-aside-1")
    #expect(try String(contentsOf: aside, encoding: .utf8) == text)
    expectNoDifference(Self.records(in: directory)?.last, .play(.jump(1)))
    // The screen draws at once: the description never reached it.
    expectNoDifference(program.render(size: Self.size).lines.count, Self.size.height)
  }
}
