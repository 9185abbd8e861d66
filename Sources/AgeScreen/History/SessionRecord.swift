import Apple
import FlowEngine

/// One line of the session journal: a change to the session's history, in the order it
/// happened. Replaying the records rebuilds the history exactly, undo included, and the file
/// only ever grows by one short line per change.
public enum SessionRecord: Hashable, Sendable, Codable {
  /// A scenario opened at its start (the first record of every journal).
  case open(ScenarioDocument)
  /// A walkthrough jump or reset to a script position.
  case jump(Int, HistoryCause)
  /// A live action.
  case perform(SimulationAction)
  /// One `u`.
  case undo
  /// Where the screen was (focus, device, lists); the last one wins.
  case screen(SimulatorScreen)
  /// A change to the scenario's Google Play side (journals written before Play's side was
  /// journaled have none).
  case play(PlayRecord)
  /// A change to another platform's side (a ``StoreSide`` of the platform named `platform`),
  /// as that side writes its record.
  case side(platform: String, record: String)
}
