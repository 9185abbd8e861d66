import AgeScreen
import FlowEngine
import GooglePlayScenarios
import Scenarios

// MARK: - Google Play's side of a session

extension PlayShell: StoreSide {
  /// Google Play.
  public static var platform: ScenarioPlatform { .googlePlay }

  /// `Play`.
  public static var shortTitle: String { "Play" }

  /// Play Console's revocation list as downloaded on Play's day.
  public var consoleDownloads: [ConsoleDownload] { world.consoleDownloads }

  /// `o`.
  public static var switchStoreAction: PlayShellAction { .switchStore }

  /// `s`, which Play's table binds to Apple's picker.
  public static func opensScenarioPicker(_ action: PlayShellAction) -> Bool {
    action == .shell(.openPicker)
  }

  /// `play`: the key Play's lines have been written under since its side was first journaled,
  /// so journals written then still resume.
  public static var journalKey: String { "play" }

  /// Play's records sit inside a `play` line (``SessionRecord/play(_:)``).
  public static func sessionRecord(_ record: PlayRecord) -> SessionRecord { .play(record) }

  /// The Play record of a `play` line.
  public static func sideRecord(in record: SessionRecord) -> PlayRecord? { record.playRecord }

  /// ``PlayRecord/shown(_:)``.
  public static func shownRecord(_ shown: Bool) -> PlayRecord { .shown(shown) }

  /// The side a ``PlayRecord/shown(_:)`` record shows.
  public static func shown(by record: PlayRecord) -> Bool? {
    guard case .shown(let shown) = record else { return nil }
    return shown
  }

  /// Play's own step, narration and captions (``NotesStep/init(play:summary:)``).
  public func notesStep(summary: String) -> NotesStep? {
    NotesStep(play: self, summary: summary)
  }

  /// ``PlayRecord/perform(_:)``.
  public static func isAction(_ record: PlayRecord) -> Bool {
    guard case .perform = record else { return false }
    return true
  }
}
