import Foundation
import Scenarios
import Testing

@testable import AgeScreen

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
    #expect(read == written)
    #expect(try Self.line(read) == line)
    guard case .store(let stored) = read else {
      Issue.record("read as \(read)")
      return
    }
    #expect(stored.key == "arcade")
    #expect(stored.platform == nil)
    #expect(stored.decoded(as: ArcadeRecord.self) == record)
    #expect(stored.decoded(as: Int.self) == nil)
    #expect(read.sideKey == "arcade")
  }

  @Test(
    "a line that is neither Apple's nor a store's is not a record",
    arguments: [#"{"arcade":1}"#, #"{"arcade":{"_1":1}}"#, "{}"])
  func notARecord(line: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SessionRecord.self, from: Data(line.utf8))
    }
  }

  @Test("Apple's lines keep their form", arguments: [SessionRecord.undo, .jump(2, .nextStep)])
  func applesLines(record: SessionRecord) throws {
    let line = try Self.line(record)
    #expect(try JSONDecoder().decode(SessionRecord.self, from: Data(line.utf8)) == record)
    #expect(record.sideKey == nil)
  }

  @Test("a store's line no side of the session takes stops the replay, naming the store")
  func unknownStore() throws {
    var sides = StoreSides([])
    let made = SessionRecord.store(
      StoreJournalRecord(ArcadeRecord.tilted(true), key: "arcade", platform: Self.arcade))
    #expect(sides.replay(made) == "changes Arcade's side, which this session does not have")
    let read = try JSONDecoder().decode(
      SessionRecord.self, from: Data(#"{"arcade":{"_0":{"tilted":{"_0":true}}}}"#.utf8))
    #expect(sides.replay(read) == "changes arcade's side, which this session does not have")
    let long = SessionRecord.store(
      StoreJournalRecord(key: String(repeating: "k", count: 41), value: .null))
    #expect(sides.replay(long) == "is written under a key that is 41 characters long (at most 40)")
  }
}
