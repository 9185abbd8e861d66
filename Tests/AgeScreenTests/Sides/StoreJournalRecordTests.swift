import CustomDump
import Foundation
import Scenarios
import Stores
import Testing

@testable import AgeScreen
@testable import AppleScreen

/// A store's journal line: written under the store's own key, read back by any session (which
/// keeps its value without knowing its type) and written again byte for byte.
@Suite struct StoreJournalRecordTests {
  /// A third store's record, as its side would define it.
  enum ArcadeRecord: Codable, Hashable {
    case coins(Int, note: String?)
    case tilted(Bool)
  }

  static let arcade = ScenarioPlatform("arcade", title: "Arcade")

  static func line(_ record: SessionRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  @Test(
    "a store's record is a line under its key, read back and written again unchanged",
    arguments: [
      (
        ArcadeRecord.coins(3, note: "two/three é"),
        #"{"arcade":{"_0":{"coins":{"_0":3,"note":"two\/three é"}}}}"#
      ),
      (ArcadeRecord.coins(-1, note: nil), #"{"arcade":{"_0":{"coins":{"_0":-1}}}}"#),
      (ArcadeRecord.tilted(false), #"{"arcade":{"_0":{"tilted":{"_0":false}}}}"#),
    ])
  func roundTrip(record: ArcadeRecord, line: String) throws {
    let written = SessionRecord.store(
      StoreJournalRecord(record, key: "arcade", platform: Self.arcade))
    #expect(try Self.line(written) == line)
    let read = try JSONDecoder().decode(SessionRecord.self, from: Data(line.utf8))
    expectNoDifference(read, written)
    #expect(try Self.line(read) == line)
    guard case .store(let stored) = read else {
      Issue.record("read as \(read)")
      return
    }
    expectNoDifference(stored.key, "arcade")
    expectNoDifference(stored.platform, nil)
    expectNoDifference(stored.decoded(as: ArcadeRecord.self), record)
    expectNoDifference(stored.decoded(as: Int.self), nil)
    expectNoDifference(read.sideKey, "arcade")
  }

  @Test(
    "a line that is neither the header nor one key over an object is not a record",
    arguments: [#"{"arcade":1}"#, #"{"open":{"_0":1}}"#, #"{"a":{},"b":{}}"#, "{}"])
  func notARecord(line: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SessionRecord.self, from: Data(line.utf8))
    }
  }

  @Test(
    "with the session's readers, a line is a record only when its store reads it",
    arguments: [
      #"{"arcade":{"_0":{"coins":{"_0":3}}}}"#, #"{"arcade":{"_1":1}}"#,
      #"{"perform":{"_0":{"nothing":{}}}}"#, #"{"jump":{"_0":"two"}}"#,
    ])
  func readersRefuse(line: String) {
    let decoder = JSONDecoder()
    decoder.userInfo = StoreRecordReaders([.apple]).userInfo
    #expect(throws: DecodingError.self) {
      try decoder.decode(SessionRecord.self, from: Data(line.utf8))
    }
  }

  @Test("with the session's readers, a line under a key no store of it writes says so")
  func unknownKeyWithReaders() {
    let decoder = JSONDecoder()
    decoder.userInfo = StoreRecordReaders([.apple]).userInfo
    do {
      _ = try decoder.decode(
        SessionRecord.self, from: Data(#"{"arcade":{"_0":{"tilted":{"_0":true}}}}"#.utf8))
      Issue.record("a line no store writes was read")
    } catch DecodingError.dataCorrupted(let context) {
      expectNoDifference(
        context.debugDescription, #"No store of this session writes lines under "arcade"."#)
    } catch {
      Issue.record("threw \(error)")
    }
  }

  @Test(
    "Apple's lines keep their form, each under its case's key",
    arguments: [
      (AppleRecord.undo, #"{"undo":{}}"#),
      (.jump(2, .nextStep), #"{"jump":{"_0":2,"_1":"nextStep"}}"#),
      (
        .perform(.advanceClock(.days(2))),
        #"{"perform":{"_0":{"advanceClock":{"_0":{"days":{"_0":2}}}}}}"#
      ),
    ])
  func applesLines(record: AppleRecord, line: String) throws {
    let written = SessionRecord.apple(record)
    #expect(try Self.line(written) == line)
    #expect(written.isAppleLine)
    expectNoDifference(written.appleRecord, record)
    for readers in [[:], StoreRecordReaders([.apple]).userInfo] {
      let decoder = JSONDecoder()
      decoder.userInfo = readers
      let read = try decoder.decode(SessionRecord.self, from: Data(line.utf8))
      expectNoDifference(read, written)
      expectNoDifference(read.appleRecord, record)
      #expect(try Self.line(read) == line)
    }
  }

  @Test("a store's line no side of the session takes stops the replay, naming the store")
  func unknownStore() throws {
    let source = try #require(ScenarioLibrary.sources.first { $0.name == "texas-teen" })
    let document = ScenarioDocument(source)
    var sides = StoreSides(
      [], opening: document, scenario: try ScenarioOpener.yaml.load(document))
    let made = SessionRecord.store(
      StoreJournalRecord(ArcadeRecord.tilted(true), key: "arcade", platform: Self.arcade))
    expectNoDifference(
      sides.replay(made), .refused("changes Arcade's side, which this session does not have"))
    let read = try JSONDecoder().decode(
      SessionRecord.self, from: Data(#"{"arcade":{"_0":{"tilted":{"_0":true}}}}"#.utf8))
    expectNoDifference(
      sides.replay(read), .refused("changes arcade's side, which this session does not have"))
    let long = SessionRecord.store(
      StoreJournalRecord(key: String(repeating: "k", count: 41), value: .null))
    expectNoDifference(
      sides.replay(long), .refused("is written under a key that is 41 characters long (at most 40)")
    )
  }
}
