import Storyboard

extension PhoneHardware {
  /// The Fire tablet Amazon's pictures are drawn on: a camera in the bezel, the clock at the
  /// status bar's left edge, a tablet's gentler corners. A generic tablet: Amazon documents
  /// what `GetUserAgeData` returns, not what a screen shows (amazon.md §10).
  public static let fireTablet = PhoneHardware(
    camera: .punchHole, clock: .leftEdge, screenRadius: 16)
}
