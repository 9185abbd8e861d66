/// What a system surface says: its title, its lines and its buttons, each with where its words
/// come from. The simulator's own controls (such as "Close Landmarks") are left out.
public struct SurfaceContent: Hashable, Sendable {
  /// The title, if the surface has one.
  public var title: Wording?
  /// The text, in order.
  public var lines: [Wording]
  /// The buttons, in order.
  public var buttons: [Wording]

  /// Creates content.
  public init(title: Wording?, lines: [Wording], buttons: [Wording] = []) {
    self.title = title
    self.lines = lines
    self.buttons = buttons
  }

  /// Every string, title first.
  public var wordings: [Wording] { (title.map { [$0] } ?? []) + lines + buttons }
}
