/// What sets one store's phone apart in a picture: the camera cut into the screen and where
/// the status bar's clock stands. ``PhoneFrame`` draws every store's phone; each store picks its
/// hardware (Apple's ``iPhone``; Google Play's Android phone is defined in its room).
public struct PhoneHardware: Sendable {
  /// The camera at the top of the screen.
  public enum Camera: Sendable {
    /// An iPhone's Dynamic Island: a pill across the top centre.
    case island
    /// An Android phone's punch-hole camera: a small circle at the top centre.
    case punchHole
  }

  /// Where the status bar's clock is written.
  public enum ClockPlacement: Sendable {
    /// Centred in the status bar's left part, beside the island (an iPhone).
    case besideCamera
    /// At the status bar's left edge (Android).
    case leftEdge
  }

  /// The camera.
  public let camera: Camera
  /// The clock's place.
  public let clock: ClockPlacement
  /// The screen's corner radius, in picture units.
  public let screenRadius: Int

  /// Hardware with `camera`, the clock at `clock` and screen corners of `screenRadius`.
  public init(camera: Camera, clock: ClockPlacement, screenRadius: Int) {
    self.camera = camera
    self.clock = clock
    self.screenRadius = screenRadius
  }

  /// An iPhone: the Dynamic Island, the clock beside it, round corners.
  public static let iPhone = PhoneHardware(
    camera: .island, clock: .besideCamera, screenRadius: 38)
}
