import AgeScreen
import FlowEngine

/// Where the screen was, saved with the session so `--resume` opens on the same view.
public struct AppleScreenPosition: Hashable, Sendable, Codable {
  /// The focused pane.
  public var focus: Pane
  /// The device the Child pane shows.
  public var shownDevice: DeviceID
  /// Each pane's selection and scroll position.
  public var lists: PerPane<ScrollList>
  /// The banner mode chosen with `b`; nil while the terminal's height decides (and in
  /// journals written before `b` existed).
  public var banner: BannerMode?
  /// `false` when `W` (or `--no-wording-marks`) hid the `≈` marks on assumed wording; nil
  /// while they show (and in journals written before `W` existed), so a journal only says so
  /// when they are hidden.
  public var wordingMarks: Bool?
}
