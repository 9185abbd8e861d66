import AgeScreen
import Apple
import ApplePresentation
import FlowEngine
import Presentation

/// The Child pane: the person's device shown (``AppleShell/shownDevice``), its app, its
/// notifications and any system sheet over it, with the buttons the person can press.
public struct AppleChildDevicePane: ShellPane {
  /// The buttons of the screen or sheet shown.
  public func itemCount(in shell: AppleShell) -> Int {
    shell.childPresentation.activeChoices.count
  }

  /// The buttons start at the first when the story moves on or the screen shows others.
  public func refresh(
    _ list: ScrollList, count: Int, following: Bool, rows: Int, in shell: AppleShell
  ) -> ScrollList {
    list.count != count || following ? ScrollList(count: count) : list
  }

  /// Presses the button.
  public func choose(_ index: Int, in shell: AppleShell) -> PaneChoice<AppleAction> {
    let choices = shell.childPresentation.activeChoices
    guard choices.indices.contains(index) else {
      return .explain("Nothing to choose on this screen.")
    }
    return .perform(choices[index].action, keepsSelection: false)
  }

  /// The Child pane's text width at `size` (its layout slot, or the whole width in tabs mode
  /// while another pane is shown).
  public func textWidth(in shell: AppleShell, size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: shell.focus).content(of: .child)
    return max(1, (content?.width ?? size.width - 2) - 2)
  }

  /// The device as one document: the app, a notification this step posted, any sheet.
  public func body(of shell: AppleShell, width: Int) -> PaneBody {
    let device = shell.childPresentation
    let app = shell.simulation.world.app
    let version = shell.simulation.device(shell.shownDevice)?.installedVersion ?? app.currentVersion
    let notifications = AppleShell.split(device.notifications, newAfter: shell.stepTraceStart)
    // In order of importance, as one document the pane scrolls: the device, a notification
    // this step posted (a banner at the top, as iOS shows it), the app's state and text, any
    // sheet over it with its buttons, then the rest (earlier notifications, dated).
    var text: [Line] = [
      Line([
        Span(device.heading, style: .accent),
        Span(" · \(app.name) \(version)", style: .muted),
        Span(
          shell.simulation.world.secondDevice != nil ? "  (d: other device)" : "", style: .muted),
      ])
    ]
    let marks = shell.showsWordingMarks
    // Every notification's words are AgeTUI's (docs/assumptions.md §2.6).
    text += notifications.new.map { AppleShell.banner(for: $0, marked: marks) }
    // The title's mark (the blocked screen's) stands for the screen's words, as one mark stands
    // for a sheet's card.
    let assumedTitle = marks && device.screenTitleWording.isAssumed
    text.append(
      Line([
        Span(
          "\(device.status.marker) \(device.status.label) ",
          style: device.status.style),
        Span(
          WordingMark.shown(device.screenTitle, marked: assumedTitle), style: .title),
      ]))
    let alert = "Alert: "
    var screen = device.screenLines.enumerated().map { index, line in
      // The "Can't Ask" alert, when there is one, is the first line: its title carries the mark.
      let isAlert = marks && index == 0 && device.alert != nil && line.hasPrefix(alert)
      let marked =
        isAlert
        ? alert + WordingMark.shown(String(line.dropFirst(alert.count)), marked: true) : line
      return Line(marked, style: device.sheet == nil ? .plain : .muted)
    }
    if let note = device.systemNote {
      screen.append(
        Line([
          Span("\(note) ", style: .notice), Span("g › ", style: .key),
          Span("Share Age Range Again", style: .accent),
        ]))
    }
    // Set off from the buttons above them by a blank row.
    let earlier =
      notifications.earlier.isEmpty
      ? [] : [""] + notifications.earlier.map { AppleShell.dated($0, marked: marks) }
    guard let sheet = device.sheet else {
      let items = device.activeChoices.map { AppleShell.line(for: $0, marked: marks) }
      return PaneBody(
        text: text + screen, items: items, list: shell.lists.child, badge: device.status.label,
        after: earlier, title: device.paneTitle, scroll: shell.documentScroll.child)
    }
    // A sheet is a card over the app: its text, its buttons right under it, then its bottom
    // edge; the app's own text is dimmed behind it, below.
    text += SystemSheetCard.top(
      title: sheet.title, paragraphs: sheet.message, width: width,
      marked: marks && sheet.titleSource.isAssumed,
      legend: marks
        && (sheet.titleSource.isAssumed || sheet.choices.contains { $0.source?.isAssumed == true }))
    let items = sheet.choices.map { choice in
      // The key that chooses Cancel follows its label.
      choice.role == .cancel
        ? Line("  \(AppleShell.label(choice, marked: marks)) (Esc)")
        : AppleShell.line(for: choice, marked: marks)
    }
    return PaneBody(
      text: text, items: items, list: shell.lists.child, badge: device.status.label,
      after: [SystemSheetCard.bottom(width: width)] + screen + earlier, listInset: 2,
      edge: Span("│", style: .warning), title: device.paneTitle,
      scroll: shell.documentScroll.child)
  }
}
