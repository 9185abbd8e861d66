import AgeScreen
import Analyses
import AppleAnalyses
import Scenarios

/// The program the event loop runs: a ``AppleShell`` (the state, whose update returns
/// commands and whose picture is a function of the state and the size) with the memos of its
/// frames beside it, outside the state (``ShellFrameCache`` and ``PresentationCache``): the
/// pane bodies and the presentations that have not changed are reused, and a key draws only the
/// panes it changed. Every picture and command is the shell's own.
public struct AppleShellSession: SessionHost {
  /// The session's state.
  public private(set) var shell: AppleShell

  /// What the shell's `c` compares (``AppleShell/compareSides``): the session of every
  /// side hands it the stores it shows.
  public var compareSides: [CompareSideKind] {
    get { shell.compareSides }
    set { shell.compareSides = newValue }
  }
  private var cache = ShellFrameCache()
  /// The presentations of the simulation shown, lent to the shell for each update and frame.
  private var presentations: PresentationCache?

  /// Runs `shell`.
  public init(_ shell: AppleShell) {
    self.shell = shell
  }

  /// Apple's lines (``AppleRecord``).
  public static var journalLines: JournalLines { AppleRecord.journalLines }
  /// Apple's side of `compare`.
  public static var compareSide: CompareSideKind { .apple }

  /// The shell's scenario's text and origin.
  public var document: ScenarioDocument { shell.document }
  /// The shell's scenario.
  public var scenario: Scenario { shell.scenario }
  /// The shell's "not saved" mark.
  public var unsavedMark: String? { shell.unsavedMark }
  /// Whether the shell marks AgeTUI's assumed wording.
  public var showsWordingMarks: Bool { shell.showsWordingMarks }
  /// The shell's notice line.
  public var notice: Notice? { shell.notice }
  /// The shell's opener.
  public var opener: ScenarioOpener { shell.opener }
  /// The shell's frame.
  public func frame(size: Size) -> ShellFrame { shell.frame(size: size) }

  /// The shell's key table.
  public var keyTable: KeyTable<ShellAction> { shell.keyTable }

  /// The shell's key context.
  public func keyContext(size: Size) -> KeyContext { shell.keyContext(size: size) }

  /// The shell's picture, from scratch.
  public func render(size: Size) -> Canvas { shell.render(size: size) }

  /// The shell's picture, drawn from what the last frame kept.
  public mutating func present(size: Size) -> Canvas {
    shell.present(size: size, cache: &cache, presentations: &presentations)
  }

  /// The shell's action for `key`.
  public func action(for key: Key, size: Size) -> ShellAction? {
    shell.action(for: key, size: size)
  }

  /// The shell's update, finding its layout from the pane bodies the last frame kept.
  public mutating func update(_ action: ShellAction, size: Size) -> [ShellCommand] {
    shell.update(action, size: size, cache: &cache, presentations: &presentations)
  }

  /// Opens the built-in `name` as ``AppleShell/open(builtIn:size:cache:presentations:)`` does.
  public mutating func open(builtIn name: String, size: Size) -> [ShellCommand] {
    shell.open(builtIn: name, size: size, cache: &cache, presentations: &presentations)
  }

  /// The shell's action for a runtime event.
  public func action(for event: RuntimeEvent) -> ShellAction? { shell.action(for: event) }

  /// The shell's auto-play delay.
  public var autoAdvanceMilliseconds: Int? { shell.autoAdvanceMilliseconds }

  /// The shell's auto-play action.
  public var autoAdvanceAction: ShellAction? { shell.autoAdvanceAction }

  /// The shell's recording markers.
  public var recordingMarkers: [String] { shell.recordingMarkers }

  /// The shell's opening commands.
  public mutating func start() -> [ShellCommand] { shell.start() }

  /// Restores the shell, forgetting the frames of the state it replaces.
  public mutating func restore(_ records: [SessionRecord]) -> RestoreStop? {
    restore(records) { _, _, _ in nil }
  }

  /// Restores the shell, stopping before the first record at which `interrupted` says yes.
  public mutating func restore(_ records: [SessionRecord], until interrupted: () -> Bool)
    -> RestoreStop?
  {
    restore(records, until: interrupted) { _, _, _ in nil }
  }

  /// Restores the shell as ``AppleShell/restore(_:until:alongside:)`` does.
  public mutating func restore(
    _ records: [SessionRecord], until interrupted: () -> Bool = { false },
    alongside: (_ index: Int, _ record: SessionRecord, _ host: AppleShellSession) -> String?
  ) -> RestoreStop? {
    cache = ShellFrameCache()
    presentations = nil
    return shell.restore(records, until: interrupted) { index, record, shell in
      alongside(index, record, AppleShellSession(shell))
    }
  }
}
