import Storyboard

extension PhoneHardware {
  /// The kiosk's screen in its storyboard pictures: a wall-mounted panel, square-cornered, its
  /// camera in the bezel, as a store's room adds its own device to the shared page writer.
  static let kiosk = PhoneHardware(camera: .punchHole, clock: .leftEdge, screenRadius: 2)
}
