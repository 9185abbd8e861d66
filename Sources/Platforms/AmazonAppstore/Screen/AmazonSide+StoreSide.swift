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

  /// `o`.
  public static var switchStoreAction: AmazonSideAction { .switchStore }

  /// `s`, which Amazon's table binds to Apple's picker.
  public static func opensScenarioPicker(_ action: AmazonSideAction) -> Bool {
    action == .shell(.openPicker)
  }

  /// An Amazon record as a line of the session's journal, under ``journalKey``.
  public static func sessionRecord(_ record: AmazonRecord) -> SessionRecord {
    .store(StoreJournalRecord(record, key: journalKey, platform: platform))
  }

  /// The Amazon record of a line under ``journalKey``, nil for any other line or one that does
  /// not hold an Amazon record.
  public static func sideRecord(in record: SessionRecord) -> AmazonRecord? {
    guard case .store(let stored) = record, stored.key == journalKey else { return nil }
    return stored.decoded(as: AmazonRecord.self)
  }

  /// ``AmazonRecord/shown(_:)``.
  public static func shownRecord(_ shown: Bool) -> AmazonRecord { .shown(shown) }

  /// The side a ``AmazonRecord/shown(_:)`` record shows.
  public static func shown(by record: AmazonRecord) -> Bool? {
    guard case .shown(let shown) = record else { return nil }
    return shown
  }

  /// ``AmazonRecord/perform(_:)``.
  public static func isAction(_ record: AmazonRecord) -> Bool {
    guard case .perform = record else { return false }
    return true
  }

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
