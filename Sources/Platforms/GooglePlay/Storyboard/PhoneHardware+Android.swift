import Storyboard

extension PhoneHardware {
  /// The Android phone Google Play's pictures are drawn on: a punch-hole camera, the clock at
  /// the status bar's left edge, tighter corners than an iPhone's. A generic phone, no maker's:
  /// Google documents what Play returns, not what a phone looks like.
  public static let android = PhoneHardware(
    camera: .punchHole, clock: .leftEdge, screenRadius: 28)
}
