/// The phone around a device picture: the bezel, the screen, the Dynamic Island, the status
/// bar and the home indicator. Pictures draw their content in screen coordinates, the status
/// bar above ``contentTop``.
public enum PhoneFrame {
  /// The screen's width, in picture units (an iPhone's points, near enough).
  static let screenWidth = 320
  /// The bezel's width on every side.
  static let bezel = 10
  /// Where content below the status bar starts.
  public static let contentTop = 54
  /// The space between the screen's edges and the column the pictures write in.
  static let margin = 16
  /// The width of that column.
  static let column = screenWidth - 2 * margin
  /// The screen's corner radius.
  static let screenRadius = 38
  /// The shortest screen: a picture with little on it still reads as a phone.
  static let minimumHeight = 380

  /// The picture of a phone whose screen is `height` tall (at least ``minimumHeight``) and
  /// shows `content`.
  /// - Parameters:
  ///   - background: The screen's class (`screen`, or `grouped` for Settings).
  ///   - title: The picture's accessible name.
  ///   - includesStyle: Whether to embed ``DevicePictureStyle/css``; a page states it once.
  public static func svg(
    content: SVGWriter, height: Int, background: StaticString, title: String,
    includesStyle: Bool
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
      x: bezel, y: bezel, width: screenWidth, height: screenHeight, radius: screenRadius,
      class: background)
    svg.raw(statusBar)
    svg.place(content, x: bezel, y: bezel)
    svg.raw("<g transform=\"translate(10 10)\">")
    svg.rect(x: screenWidth / 2 - 48, y: 10, width: 96, height: 28, radius: 14, class: "island")
    // The home indicator stays above whatever the screen shows, as on the phone.
    svg.rect(
      x: screenWidth / 2 - 60, y: screenHeight - 12, width: 120, height: 5, radius: 3,
      class: "ink")
    svg.raw("</g></svg>\n")
    return svg.output
  }

  /// The clock, signal and battery, the same on every picture: written once.
  private static let statusBar: String = {
    var writer = SVGWriter(capacity: 1024, showsWordingMarks: false)
    writer.raw("<g transform=\"translate(\(bezel) \(bezel))\">")
    writer.text(PictureText("9:41", x: 44, baseline: 30, style: .statusBar, anchor: .middle))
    for bar in 0..<4 {
      writer.rect(
        x: 232 + bar * 5, y: 26 - 3 * bar, width: 3, height: 4 + 3 * bar, radius: 1, class: "ink")
    }
    writer.rect(x: 258, y: 17, width: 25, height: 13, radius: 4, class: "grey")
    writer.rect(x: 260, y: 19, width: 19, height: 9, radius: 2, class: "ink")
    writer.rect(x: 284, y: 21, width: 2, height: 5, radius: 1, class: "grey")
    writer.raw("</g>")
    return writer.output
  }()
}
