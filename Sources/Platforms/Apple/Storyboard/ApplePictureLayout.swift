import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Storyboard

/// A column of a device picture laid out top to bottom: paragraphs wrapped to the column's
/// width and buttons, each below the last, into one ``SVGWriter``.
struct ApplePictureLayout {
  /// What has been drawn.
  var writer: SVGWriter
  /// Where the next element goes.
  var y: Int
  /// The column's left edge.
  let left: Int
  /// The column's width.
  let width: Int

  /// A column from `left`, `width` wide, starting at `top`.
  init(left: Int, width: Int, top: Int, showsWordingMarks: Bool, capacity: Int = 2048) {
    writer = SVGWriter(capacity: capacity, showsWordingMarks: showsWordingMarks)
    y = top
    self.left = left
    self.width = width
  }

  /// The column a phone's screen is written in, below the status bar, ``PhoneFrame/margin``
  /// in from each edge: where the app, Messages and Settings start.
  static func screen(_ options: StoryboardOptions) -> ApplePictureLayout {
    ApplePictureLayout(
      left: PhoneFrame.margin, width: PhoneFrame.column, top: PhoneFrame.contentTop,
      showsWordingMarks: options.showsWordingMarks)
  }

  /// A system string wrapped to the column, marked as AgeTUI's wording when its source says so
  /// (the same `WordingSource` the TUI's `≈` and `agetui prompts` read).
  mutating func paragraph(
    _ wording: Wording, style: PictureTextStyle, anchor: PictureTextAnchor = .start,
    maximumLines: Int = 12
  ) {
    paragraph(
      wording.text, style: style, anchor: anchor, maximumLines: maximumLines,
      assumed: wording.isAssumed)
  }

  /// `text` wrapped to the column, in `style`, aligned as `anchor` says; `assumed` when its words
  /// are AgeTUI's (a label the picture itself draws, such as "Settings", is not).
  mutating func paragraph(
    _ text: String, style: PictureTextStyle, anchor: PictureTextAnchor = .start,
    maximumLines: Int = 12, assumed: Bool = false
  ) {
    let x =
      switch anchor {
      case .start: left
      case .middle: left + width / 2
      case .end: left + width
      }
    var lines = TextMetrics.lines(text, width: width, style: style)
    if lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines - 1)) + [lines[maximumLines - 1] + "…"]
    }
    for line in lines {
      y += style.lineHeight
      writer.text(
        PictureText(
          String(line), x: x, baseline: y - style.lineHeight / 4, style: style, anchor: anchor,
          isAssumedWording: assumed))
    }
  }

  /// Empty space.
  mutating func gap(_ height: Int) {
    y += height
  }

  /// A full-width button for `choice`, styled by its role: the affirmative filled, a plain
  /// choice tinted, cancel as plain text, destructive red.
  mutating func button(_ choice: AppleActionChoice) {
    let style: PictureTextStyle
    switch choice.role {
    case .affirmative:
      writer.rect(x: left, y: y, width: width, height: 46, radius: 12, class: "blue")
      style = .filledButton
    case .normal:
      writer.rect(x: left, y: y, width: width, height: 46, radius: 12, class: "tint")
      style = .plainButton
    case .destructive:
      writer.rect(x: left, y: y, width: width, height: 46, radius: 12, class: "card2")
      style = .destructiveButton
    case .cancel:
      style = .plainButton
    }
    let label = TextMetrics.lines(choice.label, width: width - 24, style: style)
    writer.text(
      PictureText(
        String(label[0]) + (label.count > 1 ? "…" : ""), x: left + width / 2, baseline: y + 29,
        style: style, anchor: .middle, isAssumedWording: choice.source?.isAssumed == true))
    y += 54
  }

  /// The two newest notifications as banners, as iOS shows them at the top of the screen: one
  /// posted after trace entry `stepStart` (by the step pictured) says "now", older ones their
  /// date.
  /// Each notification comes with its words' provenance (every system notification's words are
  /// AgeTUI's, docs/assumptions.md §2.6).
  mutating func banners(
    _ notifications: [(AppleDeviceNotification, Wording)], postedAfter stepStart: Int
  ) {
    for (notification, wording) in notifications.prefix(2) {
      let banner = (
        text: notification.text,
        when: notification.sequence > stepStart ? "now" : notification.date.description
      )
      let lines = TextMetrics.lines(banner.text, width: width - 66, style: .banner).prefix(4)
      let height = max(60, 34 + lines.count * PictureTextStyle.banner.lineHeight)
      writer.rect(x: left, y: y, width: width, height: height, radius: 16, class: "banner")
      writer.rect(x: left + 10, y: y + 12, width: 34, height: 34, radius: 8, class: "green")
      writer.path(
        "M\(left + 17) \(y + 22)h20v14h-20zM\(left + 17) \(y + 22)l10 7 10-7", class: "wline")
      var baseline = y + 8
      let assumed = wording.isAssumed
      for line in lines {
        baseline += PictureTextStyle.banner.lineHeight
        writer.text(
          PictureText(
            String(line), x: left + 54, baseline: baseline, style: .banner,
            isAssumedWording: assumed))
      }
      writer.text(
        PictureText(banner.when, x: left + 54, baseline: baseline + 18, style: .footnote))
      y += height + 8
    }
  }
}
