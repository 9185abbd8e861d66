/// A program the event loop can run: a value that renders itself, maps keys to actions through
/// one key table, and changes only in ``update(_:size:)``, which returns what the loop should
/// do as ``ProgramCommand`` values (save, write a picture, quit).
///
/// Everything here is pure: no terminal, no I/O, no clock. The loop (in the executable) owns
/// the terminal, calls ``present(size:)`` for every frame, performs the commands, and passes
/// the terminal size in so list scrolling can follow the layout.
public protocol TUIProgram {
  /// What a key (or click) asks the program to do.
  associatedtype Action: Sendable

  /// One change to the program's history, as a journal stores it (``ProgramCommand/save(_:startsNewJournal:)``);
  /// `Never` for a program that journals nothing.
  associatedtype Record: Sendable = Never

  /// The one table that dispatches keys and labels the footer and help.
  var keyTable: KeyTable<Action> { get }

  /// Where keys land right now at `size` (focused pane, help open, too small).
  func keyContext(size: Size) -> KeyContext

  /// The whole screen for a terminal of `size`.
  func render(size: Size) -> Canvas

  /// The whole screen for a terminal of `size`, as the loop draws it: the same picture as
  /// ``render(size:)``, which a program may draw faster from a memo of its own frames (e.g. the
  /// pane bodies that have not changed). The default is ``render(size:)``.
  mutating func present(size: Size) -> Canvas

  /// The action for `key`, or `nil` to ignore it. The default looks the key up in
  /// ``keyTable`` for the current ``keyContext(size:)``; override to handle mouse clicks.
  func action(for key: Key, size: Size) -> Action?

  /// Applies `action` and returns what the loop should do, in order. `size` is the terminal
  /// size the user is looking at.
  mutating func update(_ action: Action, size: Size) -> [ProgramCommand<Record>]

  /// Shows a message from the runtime (e.g. "session not saved") on the notice line.
  mutating func report(_ notice: Notice)

  /// How long the loop waits without input before sending ``autoAdvanceAction``; nil (the
  /// default) never sends it. Walkthrough auto-play uses it.
  var autoAdvanceMilliseconds: Int? { get }

  /// The action sent when ``autoAdvanceMilliseconds`` pass without input.
  var autoAdvanceAction: Action? { get }

  /// Chapter labels for recordings, oldest first; a recording marks each new one.
  var recordingMarkers: [String] { get }

  /// Tells the program whether a companion view (`agetui notes`, the speaker notes) follows
  /// the session now; returns whether the screen changes because of it. The default ignores it.
  mutating func setFollowedByNotes(_ followed: Bool) -> Bool
}

extension TUIProgram {
  /// Never advances on its own.
  public var autoAdvanceMilliseconds: Int? { nil }

  /// No automatic action.
  public var autoAdvanceAction: Action? { nil }

  /// No markers.
  public var recordingMarkers: [String] { [] }

  /// Renders; keeps nothing.
  public mutating func present(size: Size) -> Canvas { render(size: size) }

  /// Ignores the speaker notes.
  public mutating func setFollowedByNotes(_ followed: Bool) -> Bool { false }

  /// Looks the key up in the key table for the current context.
  public func action(for key: Key, size: Size) -> Action? {
    keyTable.action(for: key, in: keyContext(size: size))
  }
}
