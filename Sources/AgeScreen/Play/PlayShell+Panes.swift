import FlowEngine
import GooglePlay
import PlayPresentation
import Presentation

// MARK: - What each pane shows

extension PlayShell {
  /// The child's phone.
  public var phone: AndroidPhonePresentation {
    AndroidPhonePresentation(world, device: shownDevice)
  }
  /// The parent's Family Link.
  public var familyLink: FamilyLinkPresentation { FamilyLinkPresentation(world) }
  /// Play Console.
  public var console: PlayConsolePresentation { PlayConsolePresentation(world) }
  /// Play's Settings rows.
  public var settings: PlaySettingsPresentation { PlaySettingsPresentation(world) }

  /// The buttons of `pane`'s list, nil for a row that only shows something.
  func choices(of pane: Pane) -> [PlayChoice?] {
    switch pane {
    case .child:
      let phone = phone
      return phone.prompt?.choices ?? phone.choices
    case .parent:
      let family = familyLink
      return (family.request?.choices ?? []) + family.choices
    case .settings: return settings.rows.map(\.choice)
    case .timeline: return showsTimeline ? world.trace.map { _ in nil } : console.choices
    }
  }

  /// How many rows `pane`'s list has.
  func itemCount(of pane: Pane) -> Int { choices(of: pane).count }

  /// The columns the text of `pane` is laid out to at `size`.
  static func textWidth(of pane: Pane, focus: Pane, size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: focus).content(of: pane)
    return max(1, (content?.width ?? size.width - 2) - 2)
  }

  /// Every pane's body at `size`.
  func bodies(size: Size) -> [Pane: PaneBody] {
    [
      .child: phoneBody(width: Self.textWidth(of: .child, focus: focus, size: size)),
      .parent: familyLinkBody(),
      .settings: settingsBody(),
      .timeline: showsTimeline ? timelineBody() : consoleBody(),
    ]
  }

  /// The phone as one document: the device, the app's state and text, Play's prompt over it
  /// with its buttons, then what the app last received.
  func phoneBody(width: Int) -> PaneBody {
    let phone = phone
    // The device and the app are the pane's title: every row below is the app's screen.
    var text: [Line] = [
      Line([
        Span(
          "\(Self.marker(for: phone.status)) \(phone.status.label) ",
          style: Self.style(for: phone.status)),
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
        text: text + screen, items: phone.choices.map(Self.line(for:)), list: lists.child,
        badge: phone.status.label, after: received, title: phone.title,
        scroll: documentScroll.child)
    }
    // Google documents that the prompt exists, not its words: they are AgeTUI's, marked `≈`
    // unless `W` hid the marks.
    let marks = showsWordingMarks
    text += SimulatorShell.cardTop(
      title: prompt.title, paragraphs: [prompt.text], width: width, marked: marks, legend: marks)
    let mark = marks ? " \(SimulatorShell.assumedMark)" : ""
    // As on Apple's sheets, the key that chooses Don't share is on its row.
    let items = prompt.choices.map { choice in
      choice.role == .cancel
        ? Line("  \(choice.label) (Esc)\(mark)") : Line(Self.line(for: choice).spans + [Span(mark)])
    }
    return PaneBody(
      text: text, items: items, list: lists.child,
      badge: phone.status.label,
      after: [SimulatorShell.cardBottom(width: width)] + screen + received,
      listInset: 2, edge: Span("│", style: .warning), title: phone.title,
      scroll: documentScroll.child)
  }

  /// Family Link: the pending request and its buttons, the parent's other buttons, then the
  /// child's settings and the requests answered before.
  func familyLinkBody() -> PaneBody {
    let family = familyLink
    // Family Link's words are AgeTUI's (Google documents the flow, not its screens): ≈.
    let mark = showsWordingMarks ? " \(SimulatorShell.assumedMark)" : ""
    var text: [Line] = []
    if let request = family.request {
      // The words `agetui prompts` lists for Family Link's request (`FamilyLinkRequest.content`).
      text.append(Line(request.heading + mark, style: .title))
      text.append(Line(request.question))
      text += request.changeLines.map { Line($0) }
    } else {
      text.append(
        Line(
          world.child.isSupervised
            ? "No request waiting." : "The account is not supervised: no parent answers for it.",
          style: .muted))
    }
    let items = ((family.request?.choices ?? []) + family.choices).map(Self.line(for:))
    let after =
      [Line("", style: .plain)] + family.settings.map { Line("\($0.name): \($0.value)") }
      + family.history.map { Line($0, style: .muted) }
    return PaneBody(
      text: text, items: items, list: lists.parent, badge: family.request.map { _ in "REQUEST" },
      after: after, title: "Family Link", scroll: documentScroll.parent)
  }

  /// Play's Settings rows, each with the value it moves to.
  func settingsBody() -> PaneBody {
    PaneBody(
      items: settings.rows.map { Line($0.line) }, list: lists.settings, title: "Settings · Play")
  }

  /// Play Console: the declared changes, the buttons, the app's ranges and the revocation CSV.
  func consoleBody() -> PaneBody {
    let console = console
    var text: [Line] = [Line(console.title, style: .accent)]
    if console.changes.isEmpty {
      text.append(Line("No significant change declared.", style: .muted))
    }
    for row in console.changes {
      text.append(Line("\(row.line): \(row.change.description)"))
      if let refusal = row.cancelRefusal, row.state == "scheduled" {
        text.append(Line("  cannot cancel: \(refusal)", style: .warning))
      }
    }
    let after =
      [
        Line("Age ranges: \(console.ranges)", style: .muted),
        Line("Revocations (CSV):", style: .title),
      ]
      + console.revocationCSV.map { Line("  \($0)", style: .muted) }
    return PaneBody(
      text: text, items: console.choices.map(Self.line(for:)), list: lists.timeline,
      badge: "t timeline", after: after, title: "Play Console", scroll: documentScroll.timeline)
  }

  /// Play's trace, one entry a row.
  func timelineBody() -> PaneBody {
    let items = world.trace.map { entry in
      Line([
        Span("\(entry.date) #\(entry.sequence) ", style: .muted),
        Span("\(entry.from.title) → \(entry.to.title) ", style: .key),
        Span(entry.summary, style: entry.kind == .rejected ? .warning : .plain),
      ])
    }
    return PaneBody(
      items: items, list: lists.timeline, badge: "t console",
      title: "Timeline · \(world.trace.count) entries")
  }

  // MARK: - Styling

  static func line(for choice: PlayChoice) -> Line {
    SimulatorShell.line(label: choice.label, role: choice.role)
  }

  static func marker(for status: AppStatus) -> String { SimulatorShell.marker(for: status) }

  static func style(for status: AppStatus) -> CellStyle { SimulatorShell.style(for: status) }
}
