import Scenarios

/// One platform's side of a scenario as `compare` replays it: the settings it is compared by,
/// the rows it shows, its walkthrough, and one column per value. ``Comparison`` does the rest
/// the same for every side (the values asked for, the step, the marks, the text, Markdown and
/// JSON). Apple's is ``AppleCompareSide``; another store brings its own from its room.
public protocol CompareSide: Sendable {
  /// The platform replayed.
  var platform: ScenarioPlatform { get }
  /// The settings it is compared by, in Tab's order.
  var dimensions: [CompareDimension] { get }
  /// The rows each column shows, in order (`refused` is dropped when no column refused).
  var aspects: [CompareAspect] { get }
  /// The steps of its walkthrough.
  var stepCount: Int { get }
  /// How walkthrough step `step` (from 1) is written: `ask-parent`.
  func stepAction(at step: Int) -> String
  /// Every value `dimension` takes here, in display order.
  func values(of dimension: CompareDimension) -> [String]
  /// The scenario's own value of `dimension`.
  func value(of dimension: CompareDimension) -> String
  /// `value` as a column heading: `Ask First`, `US-TX Texas`.
  func label(of value: String, by dimension: CompareDimension) -> String
  /// The column for `value`: the side replayed from its start with only `dimension` changed,
  /// up to walkthrough step `step`, one cell per aspect in ``aspects``' order; nil when the
  /// setting cannot take the value.
  func cells(by dimension: CompareDimension, value: String, at step: Int) -> [CompareCell]?
  /// What the report says of this side when compared by `dimension`.
  func wording(by dimension: CompareDimension) -> CompareWording
}
