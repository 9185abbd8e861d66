/// The phone around a device picture, for every store: the bezel, the screen, the camera, the
/// status bar and the home indicator, with the store's ``PhoneHardware`` (an iPhone's Dynamic
/// Island, an Android phone's punch-hole camera). Pictures draw their content in screen
/// coordinates, the status bar above ``contentTop``.
public enum PhoneFrame {
  /// The screen's width, in picture units (an iPhone's points, near enough).
  public static let screenWidth = 320
  /// The bezel's width on every side.
  public static let bezel = 10
  /// Where content below the status bar starts.
  public static let contentTop = 54
  /// The space between the screen's edges and the column the pictures write in.
  public static let margin = 16
  /// The width of that column.
  public static let column = screenWidth - 2 * margin
  /// The shortest screen: a picture with little on it still reads as a phone.
  public static let minimumHeight = 380

  /// The picture of a phone whose screen is `height` tall (at least ``minimumHeight``) and
  /// shows `content`.
  /// - Parameters:
  ///   - background: The screen's class (`screen`, or `grouped` for Settings).
  ///   - title: The picture's accessible name.
  ///   - includesStyle: Whether to embed ``DevicePictureStyle/css``; a page states it once.
  ///   - hardware: The store's phone (an iPhone unless the store says otherwise).
  public static func svg(
    content: SVGWriter, height: Int, background: StaticString, title: String,
    includesStyle: Bool, hardware: PhoneHardware = .iPhone
  ) -> String {
    let screenHeight = max(height, minimumHeight)
    let width = screenWidth + 2 * bezel
    let outerHeight = screenHeight + 2 * bezel
    var svg = SVGWriter(
      capacity: content.output.utf8.count + 1800, showsWordingMarks: content.showsWordingMarks)
    svg.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agetui-device\" viewBox=\"0 0 ")
    svg.number(width)
    svg.raw(" ")
    svg.number(outerHeight)
    svg.raw("\" width=\"")
    svg.number(width)
    svg.raw("\" height=\"")
    svg.number(outerHeight)
    svg.raw("\" font-family=\"\(DevicePictureStyle.fontFamily)\" role=\"img\" aria-label=\"")
    svg.escape(title)
    svg.raw("\"><title>")
    svg.escape(title)
    svg.raw("</title>")
    if includesStyle { svg.raw("<style>\(DevicePictureStyle.css)</style>") }
    svg.rect(x: 0, y: 0, width: width, height: outerHeight, radius: 48, class: "bezel")
    svg.rect(
      x: bezel, y: bezel, width: screenWidth, height: screenHeight,
      radius: hardware.screenRadius, class: background)
    svg.raw(statusBar(hardware.clock))
    svg.place(content, x: bezel, y: bezel)
    svg.raw("<g transform=\"translate(10 10)\">")
    switch hardware.camera {
    case .island:
      svg.rect(x: screenWidth / 2 - 48, y: 10, width: 96, height: 28, radius: 14, class: "island")
    case .punchHole:
      svg.rect(x: screenWidth / 2 - 7, y: 17, width: 14, height: 14, radius: 7, class: "island")
    }
    // The home indicator stays above whatever the screen shows, as on the phone.
    svg.rect(
      x: screenWidth / 2 - 60, y: screenHeight - 12, width: 120, height: 5, radius: 3,
      class: "ink")
    svg.raw("</g></svg>\n")
    return svg.output
  }

  /// The clock, signal and battery, the same on every picture of a kind: written once each.
  private static func statusBar(_ clock: PhoneHardware.ClockPlacement) -> String {
    switch clock {
    case .besideCamera: besideCameraStatusBar
    case .leftEdge: leftEdgeStatusBar
    }
  }

  private static let besideCameraStatusBar = statusBar(
    clock: PictureText("9:41", x: 44, baseline: 30, style: .statusBar, anchor: .middle))
  private static let leftEdgeStatusBar = statusBar(
    clock: PictureText("9:41", x: 24, baseline: 30, style: .statusBar, anchor: .start))

  private static func statusBar(clock: PictureText) -> String {
    var writer = SVGWriter(capacity: 1024, showsWordingMarks: false)
    writer.raw("<g transform=\"translate(\(bezel) \(bezel))\">")
    writer.text(clock)
    for bar in 0..<4 {
      writer.rect(
        x: 232 + bar * 5, y: 26 - 3 * bar, width: 3, height: 4 + 3 * bar, radius: 1, class: "ink")
    }
    writer.rect(x: 258, y: 17, width: 25, height: 13, radius: 4, class: "grey")
    writer.rect(x: 260, y: 19, width: 19, height: 9, radius: 2, class: "ink")
    writer.rect(x: 284, y: 21, width: 2, height: 5, radius: 1, class: "grey")
    writer.raw("</g>")
    return writer.output
  }
}
