import AgeScreen
import AmazonAppstore
import AmazonAppstoreScenarios
import FlowEngine
import Scenarios

// MARK: - Amazon Appstore's side of a session

extension AmazonSide: StoreSide {
  /// Amazon Appstore (`amazon-appstore`).
  public static var platform: ScenarioPlatform { .amazonAppstore }

  /// `Amazon`.
  public static var shortTitle: String { "Amazon" }

  /// The Parental Consent Revocation Report as downloaded on Amazon's day.
  public var consoleDownloads: [ConsoleDownload] { world.consoleDownloads }

  /// Amazon's own step, narration and next caption for `agetui notes`.
  public func notesStep(summary: String) -> NotesStep? {
    let reached = scriptPosition
    return NotesStep(
      scenarioName: story.name, scenarioTitle: story.title,
      position: present.leftAt.map { .live(leftAt: $0) } ?? .script(present.position),
      total: scriptLength,
      narration: reached == 0 ? summary : story.steps[reached - 1].narration,
      nextCaption: reached < scriptLength ? story.steps[reached].caption : nil,
      liveActions: present.liveActions, store: Self.platform.title)
  }
}
