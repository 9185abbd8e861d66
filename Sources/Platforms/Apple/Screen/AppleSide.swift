import AgeScreen
import Analyses
import AppleAnalyses
import Scenarios

/// Apple's side of a scenario in the TUI (a ``StoreSide``): an ``AppleShell`` (the state, whose
/// update returns commands and whose picture is a function of the state and the size) with the
/// memos of its frames beside it, outside the state (``AppleShellFrameCache`` and
/// ``ApplePresentationCache``): the pane bodies and the presentations that have not changed are
/// reused, and a key draws only the panes it changed. Apple's side comes first in every scenario
/// that names Apple; its lines are written whole under their cases' keys (``AppleRecord``).
public struct AppleSide: StoreSide {
  /// Apple's lines.
  public typealias Record = AppleRecord

  /// The side's state.
  public private(set) var shell: AppleShell
  private var cache = AppleShellFrameCache()
  /// The presentations of the simulation shown, lent to the shell for each update and frame.
  private var presentations: ApplePresentationCache?
  /// The store `o` shows next, which the footer and the help name.
  public var otherStore: String?
  /// `otherStore`'s short name (`Play`).
  public var otherStoreShortTitle: String?

  /// Runs `shell`.
  public init(_ shell: AppleShell) {
    self.shell = shell
  }

  /// Apple.
  public static var platform: ScenarioPlatform { .apple }
  /// `Apple`.
  public static var shortTitle: String { "Apple" }
  /// Apple's lines: `jump`, `perform`, `undo`, `screen`.
  public static var journalLines: JournalLines? { AppleRecord.journalLines }

  /// What `c` compares.
  public var compareSides: [CompareSideKind] {
    get { shell.compareSides }
    set { shell.compareSides = newValue }
  }
  /// Whether the shell marks AgeTUI's assumed wording.
  public var showsWordingMarks: Bool {
    get { shell.showsWordingMarks }
    set { shell.showsWordingMarks = newValue }
  }
  /// Where the walkthrough is.
  public var walkthroughLabel: String? { shell.walkthroughLabel }
  /// Whether `u` would take something back in this scenario.
  public var canUndo: Bool { shell.history.canUndo }

  // MARK: - Keys and the screen

  /// The shell's table, with `o` when the scenario runs on another store too.
  public var keyTable: KeyTable<AppleSideAction> {
    let table = KeyTable(shell.keyTable.bindings.map { $0.map(AppleSideAction.shell) })
    guard let otherStore else { return table }
    return table.addingSwitchKey(.switchStore, to: otherStore, shortTitle: otherStoreShortTitle)
  }

  /// The shell's key context.
  public func keyContext(size: Size) -> KeyContext { shell.keyContext(size: size) }

  /// The shell's picture, from scratch, with `o` in the footer when it switches.
  public func render(size: Size) -> Canvas {
    guard otherStore != nil else { return shell.render(size: size) }
    return frameWithSwitchKey(size: size).render(size: size)
  }

  /// The shell's picture, drawn from what the last frame kept when nothing is added to it.
  public mutating func present(size: Size) -> Canvas {
    guard otherStore != nil else {
      return shell.present(size: size, cache: &cache, presentations: &presentations)
    }
    return frameWithSwitchKey(size: size).render(size: size)
  }

  /// The shell's frame with the footer read off this side's table, `o` included, in the order
  /// every store's side gives it (``ShellChrome/marksNoteFirst(_:)`` over the table's hints).
  private func frameWithSwitchKey(size: Size) -> ShellFrame {
    var frame = shell.frame(size: size)
    frame.hints = ShellChrome.marksNoteFirst(
      keyTable.footerHints(in: shell.keyContext(size: size)))
    return frame
  }

  /// The shell's action for `key`; `o` switches from the normal view.
  public func action(for key: Key, size: Size) -> AppleSideAction? {
    if otherStore != nil, key == .character("o"), shell.keyContext(size: size).mode == .normal {
      return .switchStore
    }
    return shell.action(for: key, size: size).map(AppleSideAction.shell)
  }

  /// The shell's update, finding its layout from the pane bodies the last frame kept.
  public mutating func update(_ action: AppleSideAction, size: Size) -> [ProgramCommand<Record>] {
    switch action {
    case .shell(let shellAction):
      let commands = shell.update(
        shellAction, size: size, cache: &cache, presentations: &presentations)
      return commands.map(Self.appleCommand)
    case .switchStore:
      return []
    }
  }

  /// A command of the shell's, its journal lines as Apple's records.
  private static func appleCommand(_ command: ShellCommand) -> ProgramCommand<Record> {
    switch command {
    case .quit: .quit
    case .writeFrame(let request): .writeFrame(request)
    case .save(let records, let startsNew):
      .save(records.compactMap(\.appleRecord), startsNewJournal: startsNew)
    }
  }

  /// The shell's action for a runtime event.
  public func action(for event: RuntimeEvent) -> AppleSideAction? {
    shell.action(for: event).map(AppleSideAction.shell)
  }

  /// The shell's auto-play delay.
  public var autoAdvanceMilliseconds: Int? { shell.autoAdvanceMilliseconds }

  /// The shell's auto-play action.
  public var autoAdvanceAction: AppleSideAction? {
    shell.autoAdvanceAction.map(AppleSideAction.shell)
  }

  /// The shell's recording markers.
  public var recordingMarkers: [String] { shell.recordingMarkers }

  /// The shell's opening records.
  public mutating func start() -> [ProgramCommand<Record>] {
    shell.start().map(Self.appleCommand)
  }

  // MARK: - The session's side

  /// `o`.
  public static var switchStoreAction: AppleSideAction { .switchStore }

  /// `s`.
  public static func opensScenarioPicker(_ action: AppleSideAction) -> Bool {
    action == .shell(.openPicker)
  }

  /// `u`.
  public static func isUndo(_ action: AppleSideAction) -> Bool { action == .shell(.undo) }

  /// ``AppleRecord/undo``.
  public static var undoRecord: AppleRecord? { .undo }

  /// One of Apple's lines.
  public static func sessionRecord(_ record: AppleRecord) -> SessionRecord { .apple(record) }

  /// Apple's record in one of Apple's lines.
  public static func sideRecord(in record: SessionRecord) -> AppleRecord? { record.appleRecord }

  /// None: Apple's side is the first of every scenario that names Apple, and `o` back to it
  /// is said by the side it leaves.
  public static func shownRecord(_ shown: Bool) -> AppleRecord? { nil }

  /// None of Apple's records switches sides.
  public static func shown(by record: AppleRecord) -> Bool? { nil }

  /// ``AppleRecord/perform(_:)``.
  public static func isAction(_ record: AppleRecord) -> Bool {
    guard case .perform = record else { return false }
    return true
  }

  /// ``AppleRecord/screen(_:)``.
  public static func isScreenRecord(_ record: AppleRecord) -> Bool {
    guard case .screen = record else { return false }
    return true
  }

  /// Replays one of Apple's lines (``AppleShell/replay(_:)``).
  public mutating func replay(_ record: AppleRecord) -> String? {
    presentations = nil
    return shell.replay(record)
  }

  /// Ends a replay, forgetting the frames of the state it replaced.
  public mutating func finishRestore(actions: Int) {
    cache = AppleShellFrameCache()
    presentations = nil
    shell.finishRestore(actions: actions)
  }

  /// Takes the presenter's choices on `other`, Apple's side of the scenario opened just before
  /// or after this one (``AppleShell/keepPresenterState(of:size:)``).
  public mutating func keepPresenterState(of other: AppleSide, size: Size?) {
    cache = AppleShellFrameCache()
    presentations = nil
    shell.keepPresenterState(of: other.shell, size: size)
  }

  /// Where the side stands for `agetui notes`.
  public func notesStep(summary: String) -> NotesStep? {
    NotesStep(history: shell.history)
  }
}

extension NotesStep {
  /// Where Apple's `history` stands now.
  public init(history: AppleScenarioHistory) {
    let segment = history.current
    let opened = segment.scenario
    let position = segment.position
    let reached = position.scriptPosition
    let narration =
      reached == 0
      ? opened.scenario.summary : opened.walkthrough.step(reaching: reached)?.narration ?? ""
    self.init(
      scenarioName: opened.scenario.name, scenarioTitle: opened.scenario.title,
      position: position, total: opened.walkthrough.count, narration: narration,
      nextCaption: opened.walkthrough.step(reaching: reached + 1)?.caption,
      liveActions: segment.actions.count - segment.scriptMatches)
  }
}
