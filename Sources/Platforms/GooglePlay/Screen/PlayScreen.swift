import AgeScreen
import FlowEngine

/// Where the Play side's screen was, saved with the session so `--resume` opens on the same
/// view.
public struct PlayScreen: Hashable, Sendable, Codable {
  /// The focused pane.
  public var focus: Pane
  /// Each pane's selection and scroll position.
  public var lists: PerPane<ScrollList>
  /// How far each document pane is scrolled.
  public var documentScroll: PerPane<Int>
  /// Whether the fourth pane shows the Timeline instead of Play Console.
  public var showsTimeline: Bool
  /// The banner mode chosen with `b`; nil while the terminal's height decides.
  public var banner: BannerMode?
  /// The child's device pane 1 shows (`d`).
  public var shownDevice: DeviceID
  /// `false` when `W` hid the `≈` marks on assumed wording; nil while they show, so a journal
  /// only says so when they are hidden.
  public var wordingMarks: Bool?
}
