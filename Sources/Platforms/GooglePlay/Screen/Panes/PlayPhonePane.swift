import AgeScreen
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
    let received = FieldList(
      heading: "The app received:",
      fields: phone.received.map { FieldList.Field(name: $0.name, value: $0.value) },
      empty: "The app has received nothing yet."
    ).lines(width: width)
    guard let prompt = phone.prompt else {
      return PaneBody(
        text: text + screen, items: phone.choices.map(PlayShell.line(for:)),
        list: shell.lists.child, badge: phone.status.label, after: received, title: phone.title,
        scroll: shell.documentScroll.child)
    }
    // Marked as `agetui prompts` lists the prompt's words (``WordingMark``), unless `W` hid
    // the marks.
    let marks = shell.showsWordingMarks
    let content = prompt.content
    text += SystemSheetCard.top(
      title: prompt.title, paragraphs: [prompt.text], width: width,
      marked: marks && content.title?.isAssumed == true,
      legend: marks && !WordingMark.marked(in: content).isEmpty)
    // As on Apple's sheets, the key that chooses Don't share is on its row.
    let items = zip(prompt.choices, content.buttons).map { choice, wording in
      let label = WordingMark.shown(wording, marks: marks)
      return choice.role == .cancel
        ? Line("  \(label) (Esc)") : ChoiceLine.line(label: label, role: choice.role)
    }
    return PaneBody(
      text: text, items: items, list: shell.lists.child,
      badge: phone.status.label,
      after: [SystemSheetCard.bottom(width: width)] + screen + received,
      listInset: 2, edge: Span("│", style: .warning), title: phone.title,
      scroll: shell.documentScroll.child)
  }

  /// The prompt's buttons while it shows, else the app's.
  public func choices(in shell: PlayShell) -> [PlayChoice?] {
    let phone = shell.phone
    return phone.prompt?.choices ?? phone.choices
  }
}
