import AgeScreen
import CustomDump
import FlowEngine
import Foundation
import GooglePlayScenarios
import GooglePlayScreen
import Scenarios
import Stores
import Testing

@testable import AgeTUI
@testable import AppleScreen

/// Seeded fuzzing of the saved session that `--resume` reads, through the public API that
/// loads it (`SessionJournal.load()`, then `PersistentProgram.restore`), so the test holds
/// whatever the session format becomes: truncations, byte flips, garbage, deep and huge JSON,
/// hostile scenario text inside the session, and special files in its place. Each load must
/// end in time as "no session", a restored session, or a one-line report naming the file.
@Suite("Fuzz: session files", .serialized)
struct SessionFuzzTests {
  typealias Journal = SessionJournal<SessionRecord>

  /// A fresh session on the default scenario, as `agetui` opens it.
  private static func freshShell() throws -> StoreSession {
    let source = try #require(ScenarioLibrary.sources.first)
    return try Stores.session(opening: ScenarioDocument(source), opener: .yaml)
  }

  /// The damaged session files: bytes to write in place of a valid session.
  private static func damagedFiles(from valid: [UInt8], count: Int) -> [[UInt8]] {
    var random = FuzzRandom(seed: 7)
    var mutator = ScenarioMutator(seed: 11)
    let hostileScenario = Array(HostileSessionText.aliasBomb.utf8)
    var files: [[UInt8]] = [
      [], Array("{".utf8), Array("null".utf8), Array("[]".utf8), Array("\"x\"".utf8),
      Array(repeating: UInt8(ascii: "["), count: 100_000),
      Array(
        (String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000))
          .utf8),
      Array(repeating: UInt8(ascii: " "), count: Journal.maximumBytes + 1),
      HostileSessionText.replacingDocumentText(in: valid, with: hostileScenario),
      HostileSessionText.replacingDocumentText(
        in: valid, with: Array("name: \"\\e]0;pwned\\a\"\n".utf8)),
    ]
    while files.count < count {
      var bytes = valid
      switch random.below(4) {
      case 0: bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
      case 1:
        for _ in 0...random.below(8) { bytes[random.below(bytes.count)] = UInt8(random.below(256)) }
      case 2:
        bytes = HostileSessionText.replacingDocumentText(
          in: valid, with: mutator.file(from: FuzzSeeds.all))
      default:
        bytes.insert(
          contentsOf: Array(random.pick(["[", "{", "\"", "\\", "-1", "1e999", "null", ","]).utf8),
          at: random.below(bytes.count + 1))
      }
      files.append(bytes)
    }
    return files
  }

  @Test("damaged session files load, restore or are set aside, in time")
  func damaged() throws {
    let shell = try Self.freshShell()
    var saving = shell
    let size = Size(width: 120, height: 40)
    let records = Self.saved(
      saving.start() + saving.update(.apple(.nextStep), size: size)
        + saving.update(.apple(.choose), size: size))
    #expect(try Self.findings(damaging: records, restoringInto: Self.restoring(shell)) == [])
  }

  @Test("damaged sessions holding Google Play's records load, restore or are set aside, in time")
  func damagedWithPlayRecords() throws {
    let source = try #require(
      ScenarioLibrary.sources.first { $0.name == "texas-teen-both-stores" })
    let document = ScenarioDocument(source)
    let opened = try ScenarioOpener.yaml.load(document)
    var saving = Self.twoStoreSession(opening: document, scenario: opened)
    let size = Size(width: 120, height: 40)
    var commands = saving.start()
    for action: StoreSessionAction in [
      .apple(.nextStep), .switchStore, .play(.shell(.nextStep)), .play(.shell(.nextStep)),
      .play(.shell(.cycleSharingMode)), .play(.shell(.undo)), .play(.shell(.focusNext)),
      .switchStore,
    ] {
      commands += saving.update(action, size: size)
    }
    let records = Self.saved(commands)
    #expect(records.contains { $0.playRecord != nil })
    let restore: @Sendable ([SessionRecord]) -> Void = { records in
      var session = Self.twoStoreSession(opening: document, scenario: opened)
      _ = session.restore(records)
    }
    #expect(try Self.findings(damaging: records, restoringInto: restore) == [])
  }

  /// The records `commands` save, in order.
  private static func saved(_ commands: [ShellCommand]) -> [SessionRecord] {
    commands.flatMap { command -> [SessionRecord] in
      guard case .save(let records, _) = command else { return [] }
      return records
    }
  }

  /// Saves `records` as a session, then writes 300 damaged copies of it in its place, one at a
  /// time, and resumes each into `restore`: what went wrong with each, none when all held.
  private static func findings(
    damaging records: [SessionRecord],
    restoringInto restore: @escaping @Sendable ([SessionRecord]) -> Void
  ) throws -> [String] {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = Journal(fileURL: directory.appendingPathComponent("session.jsonl"))
    expectNoDifference(store.start(with: records), nil)
    let valid = Array(try Data(contentsOf: store.fileURL))
    var findings: [String] = []
    for (index, bytes) in damagedFiles(from: valid, count: 300).enumerated() {
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(bytes).write(to: store.fileURL)
      if let finding = resume(from: store, into: restore) {
        findings.append("file \(index): \(finding)")
      }
    }
    return findings
  }

  @Test("a special file in the session's place is reported at once")
  func specialFiles() throws {
    let shell = try Self.freshShell()
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = Journal(fileURL: directory.appendingPathComponent("session.jsonl"))
    let path = store.fileURL.path
    let makers: [(String, () -> Bool)] = [
      ("a named pipe", { mkfifo(path, 0o600) == 0 }),
      ("a directory", { mkdir(path, 0o700) == 0 }),
      ("a link to /dev/zero", { symlink("/dev/zero", path) == 0 }),
      ("a loop of links", { symlink(path, path) == 0 }),
    ]
    for (name, make) in makers {
      _ = unlink(path)
      _ = rmdir(path)
      for index in 1...3 { _ = unlink(path + ".corrupt-\(index)") }
      for index in 1...3 { _ = rmdir(path + ".corrupt-\(index)") }
      #expect(make(), "could not make \(name)")
      expectNoDifference(Self.resume(from: store, into: Self.restoring(shell)), nil, "\(name)")
    }
  }

  /// Restores records into a copy of `shell`.
  private static func restoring(_ shell: StoreSession) -> @Sendable ([SessionRecord]) -> Void {
    { records in
      var restored = shell
      _ = restored.restore(records)
    }
  }

  /// The TUI's program on a scenario on both stores, as `agetui` makes it.
  private static func twoStoreSession(opening document: ScenarioDocument, scenario: Scenario)
    -> StoreSession
  {
    StoreSession(
      opening: document, scenario: scenario,
      kinds: [.apple, .googlePlay(finder: PlayStory.ofScenario)], opener: .yaml)
  }

  /// Loads the session and hands its records to `restore`, as `--resume` does; nil when all
  /// went as it should, or what went wrong.
  private static func resume(
    from store: Journal, into restore: @escaping @Sendable ([SessionRecord]) -> Void
  ) -> String? {
    let outcome = FuzzWatchdog.run(timeLimit: .seconds(10)) { () -> String? in
      switch store.load() {
      case .none: return nil
      case .loaded(let records, _):
        restore(records)
        return nil
      case .unusable(let message):
        let path = store.fileURL.path
        guard
          message.hasPrefix("session file \(path) is unusable (")
            || message.hasPrefix("cannot read \(path): "),
          !message.contains("\n")
        else { return "an unexpected report: \(message.debugDescription)" }
        return nil
      }
    }
    return outcome ?? "still loading after 10 s"
  }

  private static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "agetui-session-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
