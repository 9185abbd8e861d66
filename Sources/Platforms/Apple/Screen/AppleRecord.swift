import AgeScreen
import Apple
import FlowEngine

/// A change to Apple's side of a session, one line of the session journal each, written under
/// its case's name as it always has been (`{"perform":{"_0":…}}`, `{"undo":{}}`).
public enum AppleRecord: Hashable, JournalLineRecord {
  /// A walkthrough jump or reset to a script position.
  case jump(Int, HistoryCause)
  /// A live action.
  case perform(AppleAction)
  /// One `u`.
  case undo
  /// Where the screen was (focus, device, lists); the last one wins.
  case screen(AppleScreenPosition)

  /// The key of the record's line: its case's name, as its coding writes it.
  public var journalKey: String {
    switch self {
    case .jump: "jump"
    case .perform: "perform"
    case .undo: "undo"
    case .screen: "screen"
    }
  }

  /// The keys Apple's lines are written under, one per case, and how a journal's reader reads
  /// them.
  public static let journalLines = JournalLines(
    AppleRecord.self, keys: ["jump", "perform", "undo", "screen"])
}
