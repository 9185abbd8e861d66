import ApplePresentation
import Presentation
import Storyboard

/// The parent's phone drawn from a ``AppleParentDevicePresentation``: the Messages thread with the
/// child (the latest bubbles, as Messages scrolls to them, each with its status and, while it
/// waits, its answers), notifications as banners at the top; with no thread yet, the child's
/// Screen Time settings.
public enum AppleParentDevicePicture {
  private static let margin = PhoneFrame.margin
  private static let column = PhoneFrame.column
  private static let bubbleWidth = 240
  /// How tall the thread may grow before older bubbles scroll away.
  private static let threadHeight = 460
  /// The most bubbles the thread shows, however short they are: a picture needs the
  /// presentation of these last questions only (``AppleDevicePictures`` builds no more).
  static let maximumBubbles = 8

  /// The picture's SVG.
  /// - Parameters:
  ///   - device: What the parent's phone shows.
  ///   - childName: Whose thread it is.
  ///   - stepStart: How long the trace was before the step: a notification posted since is
  ///     "now", older ones show their date.
  ///   - title: The picture's accessible name.
  public static func svg(
    _ device: AppleParentDevicePresentation, childName: String, stepStart: Int, title: String,
    options: StoryboardOptions, includesStyle: Bool = false
  ) -> String {
    var layout = ApplePictureLayout.screen(options)
    layout.banners(
      device.notifications.map { ($0, AppleWording.requestNotification($0.text)) },
      postedAfter: stepStart)
    if device.thread.isEmpty {
      screenTime(into: &layout, device)
    } else {
      thread(into: &layout, device, childName: childName)
    }
    layout.gap(24)
    return PhoneFrame.svg(
      content: layout.writer, height: layout.y, background: "screen", title: title,
      includesStyle: includesStyle)
  }

  /// The Messages header (back chevron, the child's initial and name), then the bubbles that
  /// fit, newest at the bottom.
  private static func thread(
    into layout: inout ApplePictureLayout, _ device: AppleParentDevicePresentation,
    childName: String
  ) {
    let centre = PhoneFrame.screenWidth / 2
    layout.writer.path("M\(margin + 10) \(layout.y + 8)l-8 9 8 9", class: "bline")
    layout.writer.circle(x: centre, y: layout.y + 20, radius: 20, class: "grey")
    layout.writer.text(
      PictureText(
        String(childName.prefix(1)), x: centre, baseline: layout.y + 27, style: .filledButton,
        anchor: .middle))
    layout.gap(44)
    layout.paragraph(childName, style: .footnote, anchor: .middle, maximumLines: 1)
    layout.gap(8)
    layout.writer.rect(
      x: 0, y: layout.y, width: PhoneFrame.screenWidth, height: 1, class: "hair")
    layout.gap(12)
    // Bubbles are measured newest first until the thread is full, then drawn oldest first.
    var shown: [(bubble: AppleMessageBubble, measure: BubbleMeasure)] = []
    var used = 0
    for bubble in device.thread.reversed() {
      let measure = BubbleMeasure(bubble)
      guard used + measure.height <= threadHeight || shown.isEmpty,
        shown.count < maximumBubbles
      else { break }
      used += measure.height
      shown.append((bubble, measure))
    }
    for (bubble, measure) in shown.reversed() {
      draw(bubble, measure, top: layout.y, into: &layout.writer)
      layout.gap(measure.height)
    }
  }

  /// Where a bubble's lines break, and how tall it is with its status and answers.
  private struct BubbleMeasure {
    var lines: [Substring]
    var widest: Int
    var status: [Substring]
    var height: Int

    init(_ bubble: AppleMessageBubble) {
      lines = Array(
        TextMetrics.lines(bubble.text, width: bubbleWidth - 26, style: .body).prefix(12))
      widest = lines.reduce(0) { max($0, TextMetrics.width($1, style: .body)) }
      status = Array(
        TextMetrics.lines(bubble.status, width: bubbleWidth, style: .footnote).prefix(2))
      height =
        lines.count * PictureTextStyle.body.lineHeight + 16
        + status.count * PictureTextStyle.footnote.lineHeight + 6 + bubble.choices.count * 42 + 10
    }
  }

  /// One received bubble at `top`, its status under it and its answers while it waits.
  private static func draw(
    _ bubble: AppleMessageBubble, _ measure: BubbleMeasure, top: Int, into writer: inout SVGWriter
  ) {
    let bubbleHeight = measure.lines.count * PictureTextStyle.body.lineHeight + 16
    writer.rect(
      x: margin, y: top, width: measure.widest + 26, height: bubbleHeight, radius: 17,
      class: "card2")
    var baseline = top + 8
    let assumed = bubble.textWording.isAssumed
    for line in measure.lines {
      baseline += PictureTextStyle.body.lineHeight
      writer.text(
        PictureText(
          String(line), x: margin + 13, baseline: baseline - 5, style: .body,
          isAssumedWording: assumed))
    }
    var y = top + bubbleHeight
    for line in measure.status {
      y += PictureTextStyle.footnote.lineHeight
      writer.text(
        PictureText(
          String(line), x: margin, baseline: y - PictureTextStyle.footnote.lineHeight / 4,
          style: .footnote))
    }
    y += 6
    for choice in bubble.choices {
      let style: PictureTextStyle =
        choice.role == .destructive ? .destructiveButton : .plainButton
      writer.rect(x: margin, y: y, width: bubbleWidth, height: 36, radius: 18, class: "tint")
      writer.text(
        PictureText(
          String(TextMetrics.lines(choice.label, width: bubbleWidth - 20, style: style)[0]),
          x: margin + bubbleWidth / 2, baseline: y + 23, style: style, anchor: .middle,
          isAssumedWording: choice.source?.isAssumed == true))
      y += 42
    }
  }

  /// Screen Time for the child: the sharing setting and what the parent can change.
  private static func screenTime(
    into layout: inout ApplePictureLayout, _ device: AppleParentDevicePresentation
  ) {
    layout.paragraph("Screen Time", style: .largeTitle)
    layout.paragraph(device.heading, style: .footnote)
    layout.gap(14)
    // "Olivia's Age Range for Apps: Ask First": the setting, and its value under it.
    let setting = device.childSetting
    let split = setting.lastIndex(of: ":")
    let top = layout.y
    let firstRow = split == nil ? 44 : 56
    let height = firstRow + device.choices.count * 44
    layout.writer.rect(x: margin, y: top, width: column, height: height, radius: 12, class: "card2")
    var first = ApplePictureLayout(
      left: margin + 14, width: column - 28, top: top + 4,
      showsWordingMarks: layout.writer.showsWordingMarks)
    if let split {
      first.paragraph(String(setting[..<split]), style: .body, maximumLines: 1)
      first.paragraph(
        String(setting[setting.index(after: split)...].drop { $0 == " " }), style: .value,
        maximumLines: 1)
    } else {
      first.gap(8)
      first.paragraph(setting, style: .body, maximumLines: 1)
    }
    layout.writer.raw(first.writer.output)
    for (index, choice) in device.choices.enumerated() {
      let rowTop = top + firstRow + index * 44
      layout.writer.rect(x: margin + 14, y: rowTop, width: column - 14, height: 1, class: "hair")
      let style: PictureTextStyle = choice.role == .destructive ? .destructiveButton : .plainButton
      let label = TextMetrics.lines(choice.label, width: column - 28, style: style)
      layout.writer.text(
        PictureText(
          String(label[0]) + (label.count > 1 ? "…" : ""), x: margin + 14, baseline: rowTop + 28,
          style: style, isAssumedWording: choice.source?.isAssumed == true))
    }
    layout.gap(height)
  }
}
