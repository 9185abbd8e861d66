import AgeScreen
import CustomDump
import Foundation
import GooglePlayScenarios
import GooglePlayScreen
import Testing

/// A journal read for a session with Google Play's side: each `play` line is checked by Play's
/// side as it is read, so one Play cannot read is a bad line like any other; read without the
/// readers, the line is kept and checked when it is replayed.
@Suite struct PlayRecordReadingTests {
  static let readers = StoreRecordReaders([.googlePlay(finder: PlayStory.ofScenario)])

  static func read(_ line: String, checked: Bool) throws -> SessionRecord {
    let decoder = JSONDecoder()
    if checked { decoder.userInfo = readers.userInfo }
    return try decoder.decode(SessionRecord.self, from: Data(line.utf8))
  }

  @Test(
    "a Play line Play reads is its record, checked or not",
    arguments: [
      (#"{"play":{"_0":{"undo":{}}}}"#, PlayRecord.undo),
      (#"{"play":{"_0":{"shown":{"_0":true}}}}"#, .shown(true)),
      (#"{"play":{"_0":{"jump":{"_0":2,"cause":"nextStep"}}}}"#, .jump(2, cause: .nextStep)),
    ])
  func readable(line: String, record: PlayRecord) throws {
    #expect(try Self.read(line, checked: true) == .play(record))
    #expect(try Self.read(line, checked: false) == .play(record))
    #expect(try Self.read(line, checked: true).playRecord == record)
  }

  @Test(
    "a line no store of the session reads is refused when checked, kept when not",
    arguments: [#"{"play":{"_0":{"leap":{}}}}"#, #"{"arcade":{"_0":{"undo":{}}}}"#])
  func unreadable(line: String) throws {
    #expect(throws: DecodingError.self) { try Self.read(line, checked: true) }
    let kept = try Self.read(line, checked: false)
    expectNoDifference(kept.playRecord, nil)
    #expect(kept.sideKey != nil)
  }
}
