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

  /// The action that takes `event` from the runtime (a notice, the "not saved" mark, whether the
  /// speaker notes follow) through ``update(_:size:)``, as a key's action goes; nil ignores it.
  /// The default ignores every event.
  func action(for event: RuntimeEvent) -> Action?

  /// How long the loop waits without input before sending ``autoAdvanceAction``; nil (the
  /// default) never sends it. Walkthrough auto-play uses it.
  var autoAdvanceMilliseconds: Int? { get }

  /// The action sent when ``autoAdvanceMilliseconds`` pass without input.
  var autoAdvanceAction: Action? { get }

  /// Chapter labels for recordings, oldest first; a recording marks each new one.
  var recordingMarkers: [String] { get }
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

  /// Ignores the runtime.
  public func action(for event: RuntimeEvent) -> Action? { nil }

  /// Takes `event` through ``update(_:size:)`` by its ``action(for:)-(RuntimeEvent)`` (a
  /// runtime event lays nothing out, so it comes with no size) and returns the update's
  /// commands; nothing happens when the program ignores it.
  @discardableResult
  public mutating func deliver(_ event: RuntimeEvent) -> [ProgramCommand<Record>] {
    guard let action = action(for: event) else { return [] }
    return update(action, size: Size(width: 0, height: 0))
  }

  /// Shows a message from the runtime ("session not saved", "picture saved to …") on the notice
  /// line: ``deliver(_:)`` with ``RuntimeEvent/report(_:)``.
  public mutating func report(_ notice: Notice) {
    deliver(.report(notice))
  }

  /// Looks the key up in the key table for the current context.
  public func action(for key: Key, size: Size) -> Action? {
    keyTable.action(for: key, in: keyContext(size: size))
  }
}
