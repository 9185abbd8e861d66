import AgeScreen
import FlowEngine

/// Where Amazon's side's screen was, saved with the session so `--resume` opens on the same
/// view.
public struct AmazonScreenPosition: Hashable, Sendable, Codable {
  /// The focused pane.
  public var focus: Pane
  /// Each pane's selection and scroll position.
  public var lists: PerPane<ScrollList>
  /// How far each document pane is scrolled.
  public var documentScroll: PerPane<Int>
  /// Whether the fourth pane shows the Timeline instead of the Developer Console.
  public var showsTimeline: Bool
  /// The banner mode chosen with `b`; nil while the terminal's height decides.
  public var banner: BannerMode?
  /// `false` when `W` hid the `≈` marks; nil while they show.
  public var wordingMarks: Bool?
}
