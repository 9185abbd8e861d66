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

  /// `play`: the key Play's lines have been written under since its side was first journaled,
  /// so journals written then still resume.
  public static var journalKey: String { "play" }

  /// Play's own step, narration and captions (``NotesStep/init(play:summary:)``).
  public func notesStep(summary: String) -> NotesStep? {
    NotesStep(play: self, summary: summary)
  }
}
