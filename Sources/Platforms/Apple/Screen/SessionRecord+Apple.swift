import AgeScreen
import Apple
import FlowEngine
import Scenarios

extension SessionRecord {
  /// One of Apple's lines.
  public static func apple(_ record: AppleRecord) -> SessionRecord {
    .store(StoreJournalRecord(line: record, platform: .apple))
  }

  /// A walkthrough jump or reset to a script position (``AppleRecord/jump(_:_:)``).
  public static func jump(_ position: Int, _ cause: HistoryCause) -> SessionRecord {
    .apple(.jump(position, cause))
  }

  /// A live action on Apple's side (``AppleRecord/perform(_:)``).
  public static func perform(_ action: AppleAction) -> SessionRecord {
    .apple(.perform(action))
  }

  /// One `u` on Apple's side (``AppleRecord/undo``).
  public static var undo: SessionRecord { .apple(.undo) }

  /// Where Apple's screen was (``AppleRecord/screen(_:)``).
  public static func screen(_ screen: AppleScreenPosition) -> SessionRecord {
    .apple(.screen(screen))
  }

  /// Whether the line is written under one of Apple's keys (``AppleRecord/journalLines``).
  public var isAppleLine: Bool { isLine(of: AppleRecord.journalLines) }

  /// Apple's record of one of Apple's lines, nil for any other line or one of Apple's keys
  /// that does not hold Apple's record.
  public var appleRecord: AppleRecord? {
    guard isAppleLine, case .store(let stored) = self else { return nil }
    return stored.decodedLine(as: AppleRecord.self)
  }
}
