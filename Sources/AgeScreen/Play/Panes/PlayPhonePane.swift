import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

/// Google Play's Child slot: the child's Android phone as one document (the device, the app's
/// state and text, Play's sharing prompt over it with its buttons, then what the app last
/// received).
public struct PlayPhonePane: PlayButtonsPane {
  /// The phone's text is laid out to the slot's width, less its margins.
  public func textWidth(in shell: PlayShell, size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: shell.focus).content(of: .child)
    return max(1, (content?.width ?? size.width - 2) - 2)
  }

  /// The phone, with Play's prompt drawn as a card over the app while it shows.
  public func body(of shell: PlayShell, width: Int) -> PaneBody {
    let phone = shell.phone
    // The device and the app are the pane's title: every row below is the app's screen.
    var text: [Line] = [
      Line([
        Span(
          "\(PlayShell.marker(for: phone.status)) \(phone.status.label) ",
          style: PlayShell.style(for: phone.status)),
        Span(phone.headline, style: .title),
      ])
    ]
    let screen = phone.text.map { Line($0, style: phone.prompt == nil ? .plain : .muted) }
    let received =
      phone.received.isEmpty
      ? [Line("The app has received nothing yet.", style: .muted)]
      : [Line("The app received:", style: .title)]
        + phone.received.map { Line("  \($0.text)", style: .muted) }
    guard let prompt = phone.prompt else {
      return PaneBody(
        text: text + screen, items: phone.choices.map(PlayShell.line(for:)),
        list: shell.lists.child, badge: phone.status.label, after: received, title: phone.title,
        scroll: shell.documentScroll.child)
    }
    // Google documents that the prompt exists, not its words: they are AgeTUI's, marked `≈`
    // unless `W` hid the marks.
    let marks = shell.showsWordingMarks
    text += SimulatorShell.cardTop(
      title: prompt.title, paragraphs: [prompt.text], width: width, marked: marks, legend: marks)
    let mark = marks ? " \(SimulatorShell.assumedMark)" : ""
    // As on Apple's sheets, the key that chooses Don't share is on its row.
    let items = prompt.choices.map { choice in
      choice.role == .cancel
        ? Line("  \(choice.label) (Esc)\(mark)")
        : Line(PlayShell.line(for: choice).spans + [Span(mark)])
    }
    return PaneBody(
      text: text, items: items, list: shell.lists.child,
      badge: phone.status.label,
      after: [SimulatorShell.cardBottom(width: width)] + screen + received,
      listInset: 2, edge: Span("│", style: .warning), title: phone.title,
      scroll: shell.documentScroll.child)
  }

  /// The prompt's buttons while it shows, else the app's.
  public func choices(in shell: PlayShell) -> [PlayChoice?] {
    let phone = shell.phone
    return phone.prompt?.choices ?? phone.choices
  }
}
