import ApplePresentation
import Presentation
import Storyboard

/// The person's phone drawn from a ``AppleChildDevicePresentation``: the app's screen (or the Home
/// Screen, or the blocked screen), a system sheet rising from the bottom over the dimmed app,
/// an alert centred over it, the Screen Time passcode screen, and notifications as banners at
/// the top.
public enum AppleChildDevicePicture {
  private static let margin = PhoneFrame.margin
  private static let column = PhoneFrame.column

  /// The picture's SVG.
  /// - Parameters:
  ///   - device: What the device shows.
  ///   - appName: The app's name, for its icon on the Home Screen.
  ///   - stepStart: How long the trace was before the step: a notification posted since is
  ///     "now", older ones show their date.
  ///   - title: The picture's accessible name.
  public static func svg(
    _ device: AppleChildDevicePresentation, appName: String, stepStart: Int, title: String,
    options: StoryboardOptions, includesStyle: Bool = false
  ) -> String {
    var lines = device.screenWordings
    // The app's alert is the first screen line as text; the picture draws it from the error.
    if device.alert != nil, !lines.isEmpty { lines.removeFirst() }
    if let sheet = device.sheet, sheet.kind == "screen-time-passcode" {
      let passcode = passcodeScreen(sheet, options: options)
      return PhoneFrame.svg(
        content: passcode.writer, height: passcode.y, background: "screen", title: title,
        includesStyle: includesStyle)
    }
    var app = ApplePictureLayout.screen(options)
    app.banners(
      device.notifications.map { ($0, AppleWording.deviceNotification($0.text)) },
      postedAfter: stepStart)
    switch device.status {
    case .closed: homeScreen(into: &app, device, lines: lines, appName: appName)
    case .blocked: blockedScreen(into: &app, device, lines: lines)
    case .working, .waiting, .running: appScreen(into: &app, device, lines: lines)
    }
    app.gap(20)
    var height = app.y
    var overlay: SVGWriter?
    if let sheet = device.sheet {
      let card =
        sheet.kind == "permission-alert"
        ? alertCard(
          title: sheet.titleWording, message: sheet.messageWordings, choices: sheet.choices,
          options)
        : sheet.kind == "messages-compose"
          ? composeSheet(sheet, options: options) : systemSheet(sheet, options: options)
      height = max(height, card.height + (card.isAlert ? 160 : 170))
      overlay = place(card, screenHeight: max(height, PhoneFrame.minimumHeight), options)
    } else if let error = device.alert {
      let card = alertCard(
        title: AppleWording.cantAskTitle(), message: [AppleWording.cantAskMessage(error)],
        choices: [
          AppleActionChoice(AppleWording.cantAskDismiss, .closeApp(.childPhone), role: .cancel)
        ],
        options)
      height = max(height, card.height + 160)
      overlay = place(card, screenHeight: max(height, PhoneFrame.minimumHeight), options)
    }
    var content = app.writer
    if let overlay { content.raw(overlay.output) }
    return PhoneFrame.svg(
      content: content, height: height, background: "screen", title: title,
      includesStyle: includesStyle)
  }

  /// The app's own screen: a large title, its text, the system's note, its buttons.
  private static func appScreen(
    into layout: inout ApplePictureLayout, _ device: AppleChildDevicePresentation, lines: [Wording]
  ) {
    layout.paragraph(device.screenTitleWording, style: .largeTitle)
    layout.paragraph(device.subheading, style: .footnote)
    layout.gap(10)
    screenText(into: &layout, lines: lines, style: .body, note: device.systemNote, spacing: 8)
    for choice in device.screenChoices { layout.button(choice) }
  }

  /// The screen's paragraphs in `style`, then the system's note, `spacing` apart.
  private static func screenText(
    into layout: inout ApplePictureLayout, lines: [Wording], style: PictureTextStyle, note: String?,
    spacing: Int
  ) {
    for line in lines {
      layout.paragraph(line, style: style)
      layout.gap(spacing)
    }
    if let note {
      layout.paragraph(note, style: .footnote)
      layout.gap(spacing)
    }
    layout.gap(spacing)
  }

  /// The blocked screen: a lock, the title and the reason centred, then the buttons.
  private static func blockedScreen(
    into layout: inout ApplePictureLayout, _ device: AppleChildDevicePresentation, lines: [Wording]
  ) {
    let centre = layout.left + layout.width / 2
    layout.gap(18)
    layout.writer.circle(x: centre, y: layout.y + 32, radius: 32, class: "card2")
    layout.writer.rect(
      x: centre - 13, y: layout.y + 30, width: 26, height: 20, radius: 4, class: "grey")
    layout.writer.path(
      "M\(centre - 8) \(layout.y + 30)v-6a8 8 0 0 1 16 0v6", class: "line")
    layout.gap(76)
    layout.paragraph(device.screenTitleWording, style: .largeTitle, anchor: .middle)
    layout.paragraph(device.subheading, style: .footnote, anchor: .middle)
    layout.gap(10)
    for line in lines {
      layout.paragraph(line, style: .body, anchor: .middle)
      layout.gap(8)
    }
    layout.gap(8)
    for choice in device.screenChoices { layout.button(choice) }
  }

  /// The Home Screen: a grid of icons with the app's among them, then what the system notes.
  private static func homeScreen(
    into layout: inout ApplePictureLayout, _ device: AppleChildDevicePresentation, lines: [Wording],
    appName: String
  ) {
    layout.gap(12)
    let size = 56
    let step = (layout.width - size) / 3
    for row in 0..<2 {
      for index in 0..<4 {
        let x = layout.left + index * step
        let isApp = row == 0 && index == 0
        layout.writer.rect(
          x: x, y: layout.y, width: size, height: size, radius: 13,
          class: isApp ? "blue" : "card2")
        if isApp {
          layout.writer.path(
            "M\(x + 14) \(layout.y + 40)l10-18 8 12 5-7 7 13z", class: "wline")
          layout.writer.text(
            PictureText(
              String(TextMetrics.lines(appName, width: step - 4, style: .footnote)[0]),
              x: x + size / 2, baseline: layout.y + size + 16, style: .footnote,
              anchor: .middle))
        }
      }
      layout.gap(size + 26)
    }
    layout.gap(6)
    screenText(
      into: &layout, lines: lines, style: .footnote, note: device.systemNote, spacing: 4)
    layout.gap(6)
    for choice in device.screenChoices { layout.button(choice) }
  }

  /// A card laid out from its top, to be placed over the dimmed app.
  private struct Card {
    var writer: SVGWriter
    var height: Int
    var isAlert: Bool
  }

  /// The dimmed app under `card`: a sheet at the bottom, an alert in the middle.
  private static func place(_ card: Card, screenHeight: Int, _ options: StoryboardOptions)
    -> SVGWriter
  {
    var overlay = SVGWriter(
      capacity: card.writer.output.utf8.count + 400, showsWordingMarks: options.showsWordingMarks)
    overlay.rect(
      x: 0, y: 0, width: PhoneFrame.screenWidth, height: screenHeight,
      radius: PhoneHardware.iPhone.screenRadius, class: "dim")
    if card.isAlert {
      overlay.place(
        card.writer, x: (PhoneFrame.screenWidth - alertWidth) / 2,
        y: (screenHeight - card.height) / 2)
    } else {
      let top = screenHeight - card.height
      let width = PhoneFrame.screenWidth
      let corner = PhoneHardware.iPhone.screenRadius
      overlay.path(
        "M0 \(top + 14)Q0 \(top) 14 \(top)H\(width - 14)Q\(width) \(top) \(width) \(top + 14)"
          + "V\(screenHeight - corner)Q\(width) \(screenHeight) \(width - corner) \(screenHeight)"
          + "H\(corner)Q0 \(screenHeight) 0 \(screenHeight - corner)Z", class: "sheet")
      overlay.place(card.writer, y: top)
    }
    return overlay
  }

  /// A system sheet: the grabber, the title and message centred, the buttons stacked.
  private static func systemSheet(_ sheet: AppleSheetPresentation, options: StoryboardOptions)
    -> Card
  {
    var layout = ApplePictureLayout(
      left: margin + 4, width: column - 8, top: 0, showsWordingMarks: options.showsWordingMarks)
    layout.writer.rect(
      x: PhoneFrame.screenWidth / 2 - 18, y: 6, width: 36, height: 5, radius: 3, class: "hair")
    layout.gap(26)
    layout.paragraph(
      sheet.title, style: .title, anchor: .middle, assumed: sheet.titleSource.isAssumed)
    layout.gap(8)
    for paragraph in sheet.messageWordings {
      layout.paragraph(paragraph, style: .body, anchor: .middle)
      layout.gap(8)
    }
    layout.gap(10)
    for choice in sheet.choices { layout.button(choice) }
    layout.gap(18)
    return Card(writer: layout.writer, height: layout.y, isAlert: false)
  }

  /// Messages' compose sheet: Cancel and the title in its bar, the recipient, the message as
  /// the blue bubble about to go, and the send button.
  private static func composeSheet(_ sheet: AppleSheetPresentation, options: StoryboardOptions)
    -> Card
  {
    var layout = ApplePictureLayout(
      left: margin, width: column, top: 0, showsWordingMarks: options.showsWordingMarks)
    let cancel = sheet.choices.first { $0.role == .cancel }
    let send = sheet.choices.first { $0.role != .cancel }
    if let cancel {
      layout.writer.text(
        PictureText(cancel.label, x: margin, baseline: 30, style: .plainButton))
    }
    layout.writer.text(
      PictureText(
        sheet.title, x: PhoneFrame.screenWidth / 2, baseline: 30, style: .title, anchor: .middle,
        isAssumedWording: sheet.titleSource.isAssumed))
    layout.writer.rect(x: 0, y: 46, width: PhoneFrame.screenWidth, height: 1, class: "hair")
    layout.gap(48)
    var paragraphs = sheet.messageWordings[...]
    if let recipient = sheet.recipient {
      // The first paragraph is the "To:" line, drawn here as a label and the name.
      paragraphs = paragraphs.dropFirst()
      layout.writer.text(PictureText("To:", x: margin, baseline: layout.y + 25, style: .value))
      layout.writer.text(
        PictureText(
          recipient, x: margin + 30, baseline: layout.y + 25, style: .body))
      layout.gap(38)
      layout.writer.rect(
        x: margin, y: layout.y, width: column, height: 1, class: "hair")
    }
    layout.gap(16)
    for paragraph in paragraphs {
      let bubbleWidth = 236
      let lines = TextMetrics.lines(
        paragraph.text, width: bubbleWidth - 24, style: .sentBubble
      )
      .prefix(14)
      let widest = lines.map { TextMetrics.width($0, style: .sentBubble) }.max() ?? 0
      let width = widest + 26
      let height = lines.count * PictureTextStyle.sentBubble.lineHeight + 16
      let x = PhoneFrame.screenWidth - margin - width
      layout.writer.rect(x: x, y: layout.y, width: width, height: height, radius: 17, class: "blue")
      var baseline = layout.y + 8
      let assumed = paragraph.isAssumed
      for line in lines {
        baseline += PictureTextStyle.sentBubble.lineHeight
        layout.writer.text(
          PictureText(
            String(line), x: x + 13, baseline: baseline - 5, style: .sentBubble,
            isAssumedWording: assumed))
      }
      layout.gap(height + 10)
    }
    if let send {
      let width = TextMetrics.width(send.label, style: .filledButton) + 32
      let x = PhoneFrame.screenWidth - margin - width
      layout.writer.rect(x: x, y: layout.y, width: width, height: 34, radius: 17, class: "blue")
      layout.writer.text(
        PictureText(
          send.label, x: x + width / 2, baseline: layout.y + 23, style: .filledButton,
          anchor: .middle, isAssumedWording: send.source?.isAssumed == true))
      layout.gap(34)
    }
    layout.gap(34)
    return Card(writer: layout.writer, height: layout.y, isAlert: false)
  }

  private static let alertWidth = 280

  /// An alert: title and message centred, two buttons side by side, one or three and more
  /// stacked, divided by hairlines.
  private static func alertCard(
    title: Wording, message: [Wording], choices: [AppleActionChoice], _ options: StoryboardOptions
  ) -> Card {
    var layout = ApplePictureLayout(
      left: 12, width: alertWidth - 24, top: 0, showsWordingMarks: options.showsWordingMarks)
    layout.gap(14)
    layout.paragraph(title.text, style: .alertTitle, anchor: .middle, assumed: title.isAssumed)
    layout.gap(2)
    for paragraph in message {
      layout.paragraph(
        paragraph.text, style: .alertMessage, anchor: .middle, assumed: paragraph.isAssumed)
      layout.gap(2)
    }
    layout.gap(14)
    let top = layout.y
    let buttonHeight = 44
    let sideBySide = choices.count == 2
    let height = top + buttonHeight * (sideBySide ? 1 : choices.count)
    var card = SVGWriter(
      capacity: layout.writer.output.utf8.count + 800, showsWordingMarks: options.showsWordingMarks)
    card.rect(x: 0, y: 0, width: alertWidth, height: height, radius: 14, class: "alert")
    card.raw(layout.writer.output)
    for (index, choice) in choices.enumerated() {
      let x = sideBySide ? index * alertWidth / 2 : 0
      let y = sideBySide ? top : top + index * buttonHeight
      let width = sideBySide ? alertWidth / 2 : alertWidth
      card.rect(x: x, y: y, width: width, height: 1, class: "hair")
      if sideBySide, index == 1 {
        card.rect(x: x, y: y, width: 1, height: buttonHeight, class: "hair")
      }
      let style: PictureTextStyle =
        switch choice.role {
        case .cancel: .boldButton
        case .destructive: .destructiveButton
        case .affirmative, .normal: .plainButton
        }
      let label = TextMetrics.lines(choice.label, width: width - 16, style: style)[0]
      card.text(
        PictureText(
          String(label), x: x + width / 2, baseline: y + 28, style: style, anchor: .middle,
          isAssumedWording: choice.source?.isAssumed == true))
    }
    return Card(writer: card, height: height, isAlert: true)
  }

  /// The Screen Time passcode screen: its title and message, four empty dots, the keypad and
  /// Cancel.
  private static func passcodeScreen(_ sheet: AppleSheetPresentation, options: StoryboardOptions)
    -> ApplePictureLayout
  {
    var layout = ApplePictureLayout(
      left: margin + 8, width: column - 16, top: PhoneFrame.contentTop + 10,
      showsWordingMarks: options.showsWordingMarks)
    layout.paragraph(
      sheet.title, style: .title, anchor: .middle, assumed: sheet.titleSource.isAssumed)
    layout.gap(6)
    for paragraph in sheet.messageWordings {
      layout.paragraph(paragraph, style: .footnote, anchor: .middle, maximumLines: 5)
      layout.gap(4)
    }
    layout.gap(18)
    let centre = PhoneFrame.screenWidth / 2
    for dot in 0..<4 {
      layout.writer.circle(x: centre - 45 + dot * 30, y: layout.y, radius: 7, class: "card2")
    }
    layout.gap(30)
    let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", ""]
    for (index, key) in keys.enumerated() where !key.isEmpty {
      let x = centre + (index % 3 - 1) * 84
      let y = layout.y + 36 + (index / 3) * 80
      layout.writer.circle(x: x, y: y, radius: 34, class: "keyb")
      layout.writer.text(PictureText(key, x: x, baseline: y + 9, style: .keypad, anchor: .middle))
    }
    layout.gap(4 * 80 + 4)
    if let cancel = sheet.choices.first(where: { $0.role == .cancel }) {
      layout.writer.text(
        PictureText(
          cancel.label, x: centre + 84, baseline: layout.y - 40, style: .plainButton,
          anchor: .middle))
    }
    layout.gap(24)
    return layout
  }
}
