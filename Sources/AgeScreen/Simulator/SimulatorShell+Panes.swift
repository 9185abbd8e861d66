import FlowEngine
import Presentation
import Scenarios

// MARK: - What each pane shows

extension SimulatorShell {
  /// The Child pane's device.
  public var childPresentation: ChildDevicePresentation {
    cachedPresentations?.child ?? ChildDevicePresentation(simulation, device: shownDevice)
  }

  /// The Parent pane's device.
  public var parentPresentation: ParentDevicePresentation {
    cachedPresentations?.parent ?? ParentDevicePresentation(simulation)
  }

  /// The presentations built for the simulation and device shown now, if they are kept.
  private var cachedPresentations: PresentationCache? {
    guard let presentations, presentations.historyVersion == historyVersion,
      presentations.device == shownDevice
    else { return nil }
    return presentations
  }

  /// Builds and keeps the presentations of the simulation and device shown now.
  mutating func keepPresentations() {
    let simulation = simulation
    presentations = PresentationCache(
      historyVersion: historyVersion, device: shownDevice,
      child: ChildDevicePresentation(simulation, device: shownDevice),
      parent: ParentDevicePresentation(simulation),
      settingsItems: SettingsItem.items(of: SettingsPresentation(simulation)))
  }

  /// The Parent pane's buttons: pending questions' answers first, then the parent's settings.
  public var parentChoices: [ActionChoice] {
    let presentation = parentPresentation
    let answers = presentation.thread.filter(\.isPending).flatMap { bubble in
      bubble.choices.map { choice in
        ActionChoice(
          "#\(bubble.questionID) \(choice.label)", choice.action, role: choice.role,
          source: choice.source)
      }
    }
    return answers + presentation.choices
  }

  /// The Settings pane's lines.
  public var settingsItems: [SettingsItem] {
    cachedPresentations?.settingsItems ?? SettingsItem.items(of: SettingsPresentation(simulation))
  }

  /// The whole screen before layout.
  public func frame(size: Size) -> ShellFrame {
    frame(size: size, showing: Set(Pane.allCases))
  }

  /// The screen before layout with only the bodies of `shown` panes built; the others are left
  /// out, and `ShellFrame` draws a missing pane as an empty box. For a picture of some panes
  /// (the storyboard's two devices), which need not pay for the rest: the Timeline's body grows
  /// with the session.
  public func frame(size: Size, showing shown: Set<Pane>) -> ShellFrame {
    var panes: [Pane: PaneBody] = [:]
    for pane in shown {
      switch pane {
      case .child: panes[pane] = childBody(width: childTextWidth(size: size))
      case .parent: panes[pane] = parentBody
      case .settings: panes[pane] = settingsBody(width: settingsRowWidth(size: size))
      case .timeline: panes[pane] = timelineBody
      }
    }
    return frame(size: size, panes: panes)
  }

  /// The whole screen before layout, as ``frame(size:)`` builds it, reusing the pane bodies of
  /// the last frame whose inputs have not changed since.
  mutating func cachedFrame(size: Size) -> ShellFrame {
    func key(_ pane: Pane, width: Int = 0) -> PaneBodyCache.Key {
      PaneBodyCache.Key(
        historyVersion: historyVersion, device: shownDevice, list: lists[pane], width: width,
        scroll: documentScroll[pane], marks: showsWordingMarks)
    }
    let childWidth = childTextWidth(size: size)
    let settingsWidth = settingsRowWidth(size: size)
    let shell = self
    let panes: [Pane: PaneBody] = [
      .child: bodyCache.body(.child, key: key(.child, width: childWidth)) {
        shell.childBody(width: childWidth)
      },
      .parent: bodyCache.body(.parent, key: key(.parent)) { shell.parentBody },
      .settings: bodyCache.body(.settings, key: key(.settings, width: settingsWidth)) {
        shell.settingsBody(width: settingsWidth)
      },
      .timeline: bodyCache.body(.timeline, key: key(.timeline)) { shell.timelineBody },
    ]
    return frame(size: size, panes: panes)
  }

  private func frame(size: Size, panes: [Pane: PaneBody]) -> ShellFrame {
    let context = keyContext(size: size)
    return ShellFrame(
      title: "\(scenario.name) — \(scenario.title)", focus: focus, panes: panes,
      notice: shownNotice, hints: Self.marksNoteFirst(keyTable.footerHints(in: context)),
      help: isHelpOpen ? HelpOverlay(rows: keyTable.helpRows, offset: helpOffset) : nil,
      banner: bannerLines(size: size), bannerMore: Self.narrationMore, picker: pickerOverlay,
      header: headerBar, narration: narrationOverlay, compare: overlays.compare,
      bannerWrap: bannerWrap)
  }

  /// The footer's hints with "W ≈ off" (shown only while the marks are hidden) right after
  /// help's, where a narrow footer still shows it: assumed wording must not pass for Apple's
  /// unnoticed, and the key table's order keeps W's help row with the other display keys.
  static func marksNoteFirst(_ hints: [KeyHint]) -> [KeyHint] {
    guard let index = hints.firstIndex(where: { $0.keys == "W" }) else { return hints }
    var reordered = hints
    let note = reordered.remove(at: index)
    reordered.insert(note, at: min(2, reordered.count))
    return reordered
  }

  /// The notice line as shown: the "not saved" mark, when there is one, first.
  var shownNotice: Notice? {
    guard let unsavedMark else { return notice }
    guard let notice else { return Notice(.warning, unsavedMark) }
    return Notice(.warning, "\(unsavedMark) · \(notice.text)")
  }

  /// The header: the scenario on the left; on the right the world's state, each part ranked by
  /// how long it stays as the terminal narrows (the walkthrough's place longest).
  public var headerBar: HeaderBar {
    let world = simulation.world
    var parts = [
      HeaderBar.Part(world.today.description, rank: 4),
      HeaderBar.Part(world.region.code, rank: 1),
      HeaderBar.Part("iOS \(world.os.rawValue)", rank: 3),
      HeaderBar.Part(world.person.sharingMode.title, rank: 2),
    ]
    if let walkthrough = walkthroughLabel { parts.append(HeaderBar.Part(walkthrough, rank: 0)) }
    return HeaderBar(
      title: "AgeTUI — \(scenario.name) — \(scenario.title)", shortTitle: scenario.name,
      parts: parts)
  }

  /// The walkthrough banner at `size`, before wrapping: the step's narration, its caption
  /// (the header names the step), or nothing, as ``bannerMode(size:)`` says.
  func bannerLines(size: Size) -> [Line] {
    let lines = narration
    guard !lines.isEmpty else { return [] }
    let marker = autoplay.map { "▶ auto \($0.label) · " } ?? ""
    switch bannerMode(size: size) {
    case .full:
      return [
        Line(
          "\(marker)Step \(scriptPosition)/\(scriptLength): " + lines.joined(separator: " "))
      ]
    case .caption:
      return caption.map { [Line(marker + $0)] } ?? []
    case .off:
      return []
    }
  }

  // MARK: - Child

  /// The Child pane's text width at `size` (its layout slot, or the whole width in tabs mode
  /// while another pane is shown).
  private func childTextWidth(size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: focus).content(of: .child)
    return max(1, (content?.width ?? size.width - 2) - 2)
  }

  private func childBody(width: Int) -> PaneBody {
    let device = childPresentation
    let app = simulation.world.app
    let version = simulation.device(shownDevice)?.installedVersion ?? app.currentVersion
    let notifications = Self.split(device.notifications, newAfter: stepTraceStart)
    // In order of importance, as one document the pane scrolls: the device, a notification
    // this step posted (a banner at the top, as iOS shows it), the app's state and text, any
    // sheet over it with its buttons, then the rest (earlier notifications, dated).
    var text: [Line] = [
      Line([
        Span(device.heading, style: .accent),
        Span(" · \(app.name) \(version)", style: .muted),
        Span(simulation.world.secondDevice != nil ? "  (d: other device)" : "", style: .muted),
      ])
    ]
    let marks = showsWordingMarks
    // Every notification's words are AgeTUI's (docs/assumptions.md §2.6).
    text += notifications.new.map { Self.banner(for: $0, marked: marks) }
    let assumedTitle = marks && device.blockReason != nil
    text.append(
      Line([
        Span(
          "\(Self.marker(for: device.status)) \(device.status.label) ",
          style: Self.style(for: device.status)),
        Span(device.screenTitle + (assumedTitle ? " \(Self.assumedMark)" : ""), style: .title),
      ]))
    var screen = device.screenLines.enumerated().map { index, line in
      // The "Can't Ask" alert, when there is one, is the first line.
      let marked = marks && index == 0 && device.alert != nil ? "\(Self.assumedMark) \(line)" : line
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
      ? [] : [""] + notifications.earlier.map { Self.dated($0, marked: marks) }
    guard let sheet = device.sheet else {
      let items = device.activeChoices.map { Self.line(for: $0, marked: marks) }
      return PaneBody(
        text: text + screen, items: items, list: lists.child, badge: device.status.label,
        after: earlier, title: device.paneTitle, scroll: documentScroll.child)
    }
    // A sheet is a card over the app: its text, its buttons right under it, then its bottom
    // edge; the app's own text is dimmed behind it, below.
    text += Self.cardTop(
      title: sheet.title, paragraphs: sheet.message, width: width,
      marked: marks && sheet.titleSource.isAssumed,
      legend: marks
        && (sheet.titleSource.isAssumed || sheet.choices.contains { $0.source?.isAssumed == true }))
    let items = sheet.choices.map { choice in
      // The mark ends the row, after the key that chooses Cancel.
      choice.role == .cancel
        ? Line(
          "  \(choice.label) (Esc)"
            + (Self.label(choice, marked: marks) == choice.label ? "" : " \(Self.assumedMark)"))
        : Self.line(for: choice, marked: marks)
    }
    return PaneBody(
      text: text, items: items, list: lists.child, badge: device.status.label,
      after: [Self.cardBottom(width: width)] + screen + earlier, listInset: 2,
      edge: Span("│", style: .warning), title: device.paneTitle,
      scroll: documentScroll.child)
  }

  /// `notifications` (newest first) split into those posted after trace entry `sequence` (this
  /// step's) and the earlier ones, runs of the same text shown once, counted.
  static func split(_ notifications: [DeviceNotification], newAfter sequence: Int) -> (
    new: [DatedNotification], earlier: [DatedNotification]
  ) {
    let collapsed = DatedNotification.collapsed(notifications)
    return (
      collapsed.filter { $0.sequence > sequence }, collapsed.filter { $0.sequence <= sequence }
    )
  }

  /// The mark on assumed wording: AgeTUI's words where Apple documents none.
  public static let assumedMark = "≈"

  /// A notification this step posted: a banner at the top of the device; `marked` puts the
  /// `≈` of assumed wording before its text.
  static func banner(for notification: DatedNotification, marked: Bool = false) -> Line {
    Line([
      Span("✉ now ", style: .key),
      Span((marked ? "\(assumedMark) " : "") + notification.text, style: .notice),
    ])
  }

  /// A notification from an earlier step, with its day.
  static func dated(_ notification: DatedNotification, marked: Bool = false) -> Line {
    Line(
      "✉ \(notification.dateLabel) · \(marked ? "\(assumedMark) " : "")\(notification.text)",
      style: .muted)
  }

  /// A button's label, followed by the `≈` of assumed wording when `marked` and it is
  /// assumed: after the words, as on a sheet's title, so the label reads whole.
  static func label(_ choice: ActionChoice, marked: Bool) -> String {
    marked && choice.source?.isAssumed == true ? "\(choice.label) \(assumedMark)" : choice.label
  }

  /// A button as a list row, its label marked as ``label(_:marked:)`` says.
  static func line(for choice: ActionChoice, marked: Bool) -> Line {
    var labelled = choice
    labelled.label = label(choice, marked: marked)
    return line(for: labelled)
  }

  /// A system sheet's top edge, title and paragraphs wrapped to `width`, each row between the
  /// card's edges so the sheet reads as one block however it wraps. `marked` puts the `≈` of
  /// assumed wording after the title; `legend` says what `≈` means on the top edge.
  static func cardTop(
    title: String, paragraphs: [String], width: Int, marked: Bool = false, legend: Bool = false
  ) -> [Line] {
    let inner = max(1, width - 4)
    let name = legend ? " System sheet · \(assumedMark) assumed " : " System sheet "
    let label = DisplayWidth.truncate(name, to: max(0, width - 3))
    let top =
      "╭─" + label + String(repeating: "─", count: max(0, width - 3 - DisplayWidth.of(label)))
    func row(_ text: String, _ style: CellStyle) -> Line {
      Line([
        Span("│ ", style: .warning), Span(DisplayWidth.pad(text, to: inner), style: style),
        Span(" │", style: .warning),
      ])
    }
    let shownTitle = marked ? "\(title) \(assumedMark)" : title
    let titleRows = DisplayWidth.wrap(shownTitle, to: inner).map { row($0, .title) }
    let body = paragraphs.flatMap { DisplayWidth.wrap($0, to: inner) }.map { row($0, .plain) }
    return [Line(top + "╮", style: .warning)] + titleRows + body
  }

  /// A system sheet's bottom edge, `width` columns wide.
  static func cardBottom(width: Int) -> Line {
    Line("╰" + String(repeating: "─", count: max(0, width - 2)) + "╯", style: .warning)
  }

  // MARK: - Parent

  private var parentBody: PaneBody {
    let parent = parentPresentation
    let notifications = Self.split(parent.notifications, newAfter: stepTraceStart)
    var text: [Line] = [Line(parent.heading, style: .accent)]
    let marks = showsWordingMarks
    text += notifications.new.map { Self.banner(for: $0, marked: marks) }
    if parent.thread.isEmpty {
      text.append(Line("Messages: no requests yet.", style: .muted))
    }
    // Newest first, and each question's state before its text: a short pane still shows
    // whether the parent has something to answer.
    for bubble in parent.thread.reversed() {
      text.append(
        Line(
          "Messages #\(bubble.questionID) · \(bubble.isPending ? "⏳ " : "")\(bubble.status)",
          style: bubble.isPending ? .warning : .muted))
      text.append(Line("\(marks ? "\(Self.assumedMark) " : "")“\(bubble.text)”"))
    }
    var status: [Line] = []
    if simulation.consentRevoked {
      status.append(Line("✗ Consent for \(simulation.world.app.name) revoked", style: .danger))
    }
    status.append(Line(parent.childSetting, style: .muted))
    status += notifications.earlier.map { Self.dated($0, marked: marks) }
    let pending = parent.thread.filter(\.isPending).count
    let items = parentChoices.map { Self.line(for: $0, marked: marks) }
    let badge = pending > 0 ? "\(pending) pending" : nil
    // A pending question's answers come first in the list: they follow its text directly,
    // and the rest of the parent's screen moves under them.
    guard pending == 0 else {
      return PaneBody(
        text: text, items: items, list: lists.parent, badge: badge, after: status,
        scroll: documentScroll.parent)
    }
    return PaneBody(
      text: text + status, items: items, list: lists.parent, badge: badge,
      scroll: documentScroll.parent)
  }

  // MARK: - Settings

  /// The columns a Settings row's text gets at `size`: the pane's content less its margins,
  /// the selection marker and the scroll column (unbounded while Settings is not shown).
  private func settingsRowWidth(size: Size) -> Int {
    let content = ScreenLayout(size: size, focus: focus).content(of: .settings)
    return content.map { $0.width - 5 } ?? Int.max
  }

  private func settingsBody(width: Int) -> PaneBody {
    let items = settingsItems
    var text: [Line] = []
    if items.indices.contains(lists.settings.selection) {
      let item = items[lists.settings.selection]
      // The list cuts long rows, so the selected one is spelt out here: its value, what Enter
      // does, then its section and why it matters.
      text.append(Line("\(item.row.label): \(item.row.value)", style: .title))
      if let choice = item.choice {
        text.append(Line([Span("Enter › ", style: .key), Span(choice.label, style: .accent)]))
      }
      let about = [item.row.isAssumption ? "[assumption]" : nil, item.section, item.row.detail]
        .compactMap { $0 }.joined(separator: " · ")
      text.append(Line(about, style: item.row.isAssumption ? .assumption : .muted))
    }
    // A row reads at a glance: its value is never cut for its action, which is named where it
    // fits whole, on the selected row, and on a row's further choices ("⋮").
    let lines = items.enumerated().map { index, item -> Line in
      let value = item.isFirstOfRow ? "\(item.row.label): \(item.row.value)" : "  ⋮"
      let style: CellStyle = item.row.isAssumption ? .assumption : .plain
      guard let choice = item.choice else { return Line(value, style: style) }
      let action = " › \(choice.label)"
      let fits = DisplayWidth.of(value) + DisplayWidth.of(action) <= width
      guard fits || index == lists.settings.selection || !item.isFirstOfRow else {
        return Line(value, style: style)
      }
      return Line([Span(value, style: style), Span(action, style: .accent)])
    }
    return PaneBody(text: text, items: lines, list: lists.settings)
  }

  // MARK: - Timeline

  /// Timeline rows built on each side of its scroll position.
  static let timelineWindow = 300

  private var timelineBody: PaneBody {
    let knowledge = KnowledgeComparison(simulation)
    var text: [Line] = [
      Line([
        Span("App learned: ", style: .title),
        Span(knowledge.appLearned.prefix(3).joined(separator: "; "), style: .success),
        Span(
          knowledge.earlierAnswers.isEmpty
            ? "" : " · earlier: " + knowledge.earlierAnswers.prefix(3).joined(separator: ", "),
          style: .muted),
      ]),
      Line([
        Span("System knows: ", style: .title),
        Span(knowledge.systemKnows.prefix(2).joined(separator: "; "), style: .muted),
      ]),
    ]
    let trace = simulation.trace
    if trace.indices.contains(lists.timeline.selection),
      let why = trace[lists.timeline.selection].detail?.why
    {
      text.append(Line("Why #\(lists.timeline.selection + 1): \(why)", style: .notice))
    }
    // Only the entries around the scroll position become rows, so a frame costs the same at
    // entry 100,000 as at entry 10; the window is wider than any terminal is tall.
    let list = lists.timeline
    let window =
      max(
        0, min(list.offset, list.selection) - Self.timelineWindow)..<min(
        trace.count, max(list.offset, list.selection) + Self.timelineWindow)
    let items = trace[window].map { entry in
      Line([
        Span("\(entry.date) #\(entry.sequence) ", style: .muted),
        Span("\(entry.from.title) → \(entry.to.title) ", style: .accent),
        Span(entry.summary, style: entry.kind == .rejected ? .warning : .plain),
      ])
    }
    return PaneBody(
      text: text, items: items, list: list,
      badge: trace.isEmpty ? nil : "\(trace.count) entries",
      window: (firstItem: window.lowerBound, itemCount: trace.count))
  }

  // MARK: - Styling

  static func line(for choice: ActionChoice) -> Line {
    switch choice.role {
    case .affirmative: Line("✓ \(choice.label)", style: .success)
    case .destructive: Line("✗ \(choice.label)", style: .danger)
    case .cancel: Line("  \(choice.label)")
    case .normal: Line("› \(choice.label)")
    }
  }

  static func marker(for status: AppStatus) -> String {
    switch status {
    case .closed: "○"
    case .working: "…"
    case .waiting: "◐"
    case .blocked: "■"
    case .running: "●"
    }
  }

  static func style(for status: AppStatus) -> CellStyle {
    switch status {
    case .closed, .working: .muted
    case .waiting: .warning
    case .blocked: .danger
    case .running: .success
    }
  }
}
