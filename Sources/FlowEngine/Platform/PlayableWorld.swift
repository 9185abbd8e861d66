/// The runner's contract: a platform's world as a script runner plays it, whatever the
/// platform. One action in; the world after it, the trace entries it wrote, why the platform
/// refused it and which of the platform's invariants it broke out (``PlayedAction``).
///
/// `AppleSimulation`, Google Play's `PlayWorld` and the tests' kiosk conform; a scenario's
/// run steps (`RunStep` in Scenarios) and the failures a run reports are built from what this
/// returns, so a platform that conforms gets them without a change to either.
public protocol PlayableWorld: Sendable {
  /// What a person (or the clock) does on this platform.
  associatedtype Action: Sendable
  /// One line of the platform's trace.
  associatedtype Entry: Sendable
  /// Why the platform refused an action, in its own typed reasons.
  associatedtype Refusal: Sendable

  /// Plays `action` from this world. `checking` says whether the platform's invariants are
  /// checked (a report needs them; a screen that only shows the steps does not).
  func playing(_ action: Action, checking: Bool) -> PlayedAction<Self>

  /// The files this platform's developer console offers for download today, each store's own
  /// (``ConsoleDownload``); none by default.
  var consoleDownloads: [ConsoleDownload] { get }
}

extension PlayableWorld {
  /// A platform whose console offers no file.
  public var consoleDownloads: [ConsoleDownload] { [] }
}
