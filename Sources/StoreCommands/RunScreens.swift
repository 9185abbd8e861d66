import Storyboard

/// One store's side of a played scenario as `run`'s screen formats draw it: a cast of the
/// TUI's frames, the storyboard page, a picture of one step. Each store's room has one (Apple's
/// `AppleRunScreens`, Google Play's `PlayRunScreens`); `run` turns a picture into a PNG the
/// same for every store. A usage error (a step out of range, an option the side cannot draw) is
/// thrown as a ``StoreUsageError``, which `run` says and exits 64 with.
public protocol RunScreens {
  /// An asciicast v2 recording of the TUI's frames, a step every 3 seconds.
  func cast() -> String
  /// The side's part of a storyboard page (a page may hold several sides).
  func storyboard() -> any StoryboardSource
  /// The storyboard page of `step` alone.
  func page(step: RunStepArgument) throws(StoreUsageError) -> String
  /// The TUI's screen after `step` (default: the last), or with `devices` the step's devices,
  /// as an SVG picture.
  func picture(step: RunStepArgument?, devices: Bool) throws(StoreUsageError) -> String
}
