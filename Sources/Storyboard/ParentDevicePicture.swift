import Presentation

/// The parent's phone drawn from a ``ParentDevicePresentation``: the Messages thread with the
/// child (the latest bubbles, as Messages scrolls to them, each with its status and, while it
/// waits, its answers), notifications as banners at the top; with no thread yet, the child's
/// Screen Time settings.
public enum ParentDevicePicture {
  private static let margin = 16
  private static let column = PhoneFrame.screenWidth - 2 * margin
  private static let bubbleWidth = 240
  /// How tall the thread may grow before older bubbles scroll away.
  private static let threadHeight = 460

  /// The picture's SVG.
  /// - Parameters:
  ///   - device: What the parent's phone shows.
  ///   - childName: Whose thread it is.
  ///   - stepStart: How long the trace was before the step: a notification posted since is
  ///     "now", older ones show their date.
  ///   - title: The picture's accessible name.
  public static func svg(
    _ device: ParentDevicePresentation, childName: String, stepStart: Int, title: String,
    options: StoryboardOptions, includesStyle: Bool = false
  ) -> String {
    var layout = PictureLayout(
      left: margin, width: column, top: PhoneFrame.contentTop,
      showsWordingMarks: options.showsWordingMarks)
    layout.banners(
      device.notifications.prefix(2).map {
        ($0.text, $0.sequence > stepStart ? "now" : $0.date.description)
      })
    if device.thread.isEmpty {
      screenTime(into: &layout, device)
    } else {
      thread(into: &layout, device, childName: childName, options: options)
    }
    layout.gap(24)
    return PhoneFrame.svg(
      content: layout.writer, height: layout.y, background: "screen", title: title,
      includesStyle: includesStyle)
  }

  /// The Messages header (back chevron, the child's initial and name), then the bubbles that
  /// fit, newest at the bottom.
  private static func thread(
    into layout: inout PictureLayout, _ device: ParentDevicePresentation, childName: String,
    options: StoryboardOptions
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
    // Bubbles are laid out newest first, each on its own, until the thread is full; then
    // placed oldest first.
    var bubbles: [(writer: SVGWriter, height: Int)] = []
    var used = 0
    for bubble in device.thread.reversed() {
      let drawn = self.bubble(bubble, options: options)
      guard used + drawn.height <= threadHeight || bubbles.isEmpty else { break }
      used += drawn.height
      bubbles.append(drawn)
    }
    for drawn in bubbles.reversed() {
      layout.writer.place(drawn.writer, y: layout.y)
      layout.gap(drawn.height)
    }
  }

  /// One received bubble, its status under it and its answers while it waits.
  private static func bubble(_ bubble: MessageBubble, options: StoryboardOptions)
    -> (writer: SVGWriter, height: Int)
  {
    var layout = PictureLayout(
      left: margin, width: bubbleWidth, top: 0, showsWordingMarks: options.showsWordingMarks,
      capacity: 1024)
    let lines = TextMetrics.lines(bubble.text, width: bubbleWidth - 26, style: .body).prefix(12)
    let widest = lines.map { TextMetrics.width($0, style: .body) }.max() ?? 0
    let height = lines.count * PictureTextStyle.body.lineHeight + 16
    layout.writer.rect(
      x: margin, y: 0, width: widest + 26, height: height, radius: 17, class: "card2")
    var baseline = 8
    let assumed = AssumedWording.isAssumed(bubble.text)
    for line in lines {
      baseline += PictureTextStyle.body.lineHeight
      layout.writer.text(
        PictureText(
          String(line), x: margin + 13, baseline: baseline - 5, style: .body,
          isAssumedWording: assumed))
    }
    layout.gap(height)
    layout.paragraph(bubble.status, style: .footnote, maximumLines: 2)
    layout.gap(6)
    for choice in bubble.choices {
      let style: PictureTextStyle =
        choice.role == .destructive ? .destructiveButton : .plainButton
      layout.writer.rect(
        x: margin, y: layout.y, width: bubbleWidth, height: 36, radius: 18, class: "tint")
      layout.writer.text(
        PictureText(
          String(TextMetrics.lines(choice.label, width: bubbleWidth - 20, style: style)[0]),
          x: margin + bubbleWidth / 2, baseline: layout.y + 23, style: style, anchor: .middle,
          isAssumedWording: AssumedWording.isAssumed(choice.label)))
      layout.gap(42)
    }
    layout.gap(10)
    return (layout.writer, layout.y)
  }

  /// Screen Time for the child: the sharing setting and what the parent can change.
  private static func screenTime(
    into layout: inout PictureLayout, _ device: ParentDevicePresentation
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
    var first = PictureLayout(
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
          style: style, isAssumedWording: AssumedWording.isAssumed(choice.label)))
    }
    layout.gap(height)
  }
}
