import AgeScreen
import AmazonAppstore
import AmazonAppstoreScreen
import CustomDump
import FlowEngine
import Foundation
import Testing

/// Amazon's side's records in the session journal: typed, written under the side's key, read
/// back to the same side, and checked on replay.
@Suite struct AmazonSideJournalTests {
  let size = Size(width: 80, height: 24)

  /// The side after `actions`, and every record its updates saved.
  func played(_ actions: [WalkthroughSideAction]) -> (AmazonSide, [AmazonRecord]) {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    var records: [AmazonRecord] = []
    for action in actions {
      for command in side.update(action, size: size) {
        if case .save(let saved, _) = command { records += saved }
      }
    }
    return (side, records)
  }

  @Test func recordsRoundTripThroughTheSessionJournal() throws {
    let (side, records) = played([
      .shell(.nextStep), .shell(.nextStep), .shell(.focus(.parent)), .shell(.choose),
      .shell(.undo), .toggleTimeline, .shell(.nextStep),
    ])
    expectNoDifference(records.count, 10)
    let lines = try records.map { record in
      try JSONEncoder().encode(AmazonSide.sessionRecord(record))
    }
    let read = try lines.map { try JSONDecoder().decode(SessionRecord.self, from: $0) }
    expectNoDifference(read.map(AmazonSide.sideRecord(in:)), records)

    var restored = AmazonSide(story: AmazonStories.texasTeen)
    expectNoDifference(restored.restore(records), nil)
    expectNoDifference(restored.present, side.present)
    expectNoDifference(restored.screen, side.screen)
    expectNoDifference(
      restored.render(size: size).description.split(separator: "\n").dropLast(2),
      side.render(size: size).description.split(separator: "\n").dropLast(2))
    expectNoDifference(
      restored.notice?.text, "Resumed amazon-texas-teen after 1 action (script 3/9).")
    _ = restored.update(.shell(.undo), size: size)
    var original = side
    _ = original.update(.shell(.undo), size: size)
    expectNoDifference(restored.present, original.present)
  }

  @Test func aLineUnderAnotherKeyIsNotAmazons() {
    let play = SessionRecord.store(
      StoreJournalRecord(AmazonRecord.undo, key: "play", platform: AmazonSide.platform))
    expectNoDifference(AmazonSide.sideRecord(in: play), nil)
    let garbled = SessionRecord.store(
      StoreJournalRecord(key: AmazonSide.journalKey, value: .string("launch")))
    expectNoDifference(AmazonSide.sideRecord(in: garbled), nil)
  }

  @Test(
    arguments: [
      (
        AmazonRecord.jump(12, cause: .nextStep),
        "jumps to Amazon Appstore's step 12 of amazon-texas-teen, whose walkthrough has 9 steps"
      ),
      (
        AmazonRecord.perform(.advanceClock(days: 0)),
        "moves Amazon Appstore's clock by 0 days (1 to 3650 at a time)"
      ),
      (
        AmazonRecord.perform(.reportChange(id: "Photo Sharing", description: "x")),
        "reports a change whose ID Photo Sharing is not kebab-case"
      ),
    ])
  func aBadRecordIsRefusedAndTheReplayStops(record: AmazonRecord, reason: String) {
    var side = AmazonSide(story: AmazonStories.texasTeen)
    let stop = side.restore([.jump(1, cause: .nextStep), record, .jump(2, cause: .nextStep)])
    expectNoDifference(stop, RestoreStop(index: 1, reason: reason))
    expectNoDifference(side.walkthroughLabel, "script 1/9")
  }
}
