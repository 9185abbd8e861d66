import FlowEngine

// MARK: - What each pane shows

extension SimulatorShell {
  /// The Child pane's device.
  public var childPresentation: ChildDevicePresentation {
    ChildDevicePresentation(simulation, device: shownDevice)
  }

  /// The Parent pane's device.
  public var parentPresentation: ParentDevicePresentation {
    ParentDevicePresentation(simulation)
  }

  /// The Parent pane's buttons: pending questions' answers first, then the parent's settings.
  public var parentChoices: [ActionChoice] {
    let presentation = parentPresentation
    let answers = presentation.thread.filter(\.isPending).flatMap { bubble in
      bubble.choices.map { choice in
        ActionChoice("#\(bubble.questionID) \(choice.label)", choice.action, role: choice.role)
      }
    }
    return answers + presentation.choices
  }

  /// The Settings pane's lines.
  public var settingsItems: [SettingsItem] {
    SettingsItem.items(of: SettingsPresentation(simulation))
  }

  /// The whole screen before layout.
  public func frame(size: Size) -> ShellFrame {
    let context = keyContext(size: size)
    let world = simulation.world
    var status = "\(world.today) · \(world.region.code) · iOS \(world.os.rawValue)"
    status += " · \(world.person.sharingMode.title)"
    if let walkthrough = walkthroughLabel { status += " · \(walkthrough)" }
    return ShellFrame(
      title: "\(scenario.name) — \(scenario.title)", status: status, focus: focus,
      panes: [
        .child: childBody(width: childTextWidth(size: size)), .parent: parentBody,
        .settings: settingsBody,
        .timeline: timelineBody,
      ],
      notice: notice, hints: keyTable.hints(in: context),
      help: isHelpOpen ? HelpOverlay(rows: keyTable.helpRows, offset: helpOffset) : nil,
      banner: bannerLines, picker: pickerOverlay)
  }

  /// The list rows visible in one pane at `size`, building only that pane's body (a key's
  /// update needs this; the whole frame would cost as much as drawing it).
  public func listRows(of pane: Pane, size: Size) -> Int {
    let body: PaneBody
    switch pane {
    case .child: body = childBody(width: childTextWidth(size: size))
    case .parent: body = parentBody
    case .settings: body = settingsBody
    case .timeline: body = timelineBody
    }
    let frame = ShellFrame(
      title: "", focus: focus, panes: [pane: body], hints: [], banner: bannerLines)
    return frame.listRows(of: pane, size: size)
  }

  private var bannerLines: [Line] {
    let lines = narration
    guard !lines.isEmpty else { return [] }
    let marker = autoplay.map { "▶ auto \($0.label) · " } ?? ""
    return [
      Line(
        "\(marker)Step \(scriptPosition)/\(scriptLength): " + lines.joined(separator: " "))
    ]
  }

  private var pickerOverlay: PickerOverlay? {
    guard let picker else { return nil }
    let scenarios = ScenarioLibrary.all
    let width = scenarios.map { DisplayWidth.of($0.name) }.max() ?? 0
    let items = scenarios.map { scenario in
      let marker = scenario.name == ScenarioLibrary.defaultName ? "★" : " "
      return Line([
        Span("\(marker) " + DisplayWidth.pad(scenario.name, to: width), style: .accent),
        Span("  " + scenario.summary, style: .plain),
      ])
    }
    return PickerOverlay(title: "Scenarios (★ default)", items: items, list: picker)
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
    // Most important first, so a short pane still shows what the screen is and any sheet over
    // it: the device and app on one line, the app's state, the sheet, then the app's text.
    var text: [Line] = [
      Line([
        Span(device.heading, style: .accent),
        Span(" · \(app.name) \(version)", style: .muted),
        Span(simulation.world.secondDevice != nil ? "  (d: other device)" : "", style: .muted),
      ]),
      Line([
        Span(
          "\(Self.marker(for: device.status)) \(device.status.label) ",
          style: Self.style(for: device.status)),
        Span(device.screenTitle, style: .title),
      ]),
    ]
    if let sheet = device.sheet {
      text += Self.sheetRows(["SYSTEM SHEET: \(sheet.title)"], style: .warning, width: width)
      text += Self.sheetRows(sheet.message, style: .plain, width: width)
    }
    // Behind a sheet the app's own text is dimmed: the sheet is what the person reads.
    text += device.screenLines.map { Line($0, style: device.sheet == nil ? .plain : .muted) }
    if let note = device.systemNote {
      text.append(
        Line([
          Span("\(note) ", style: .notice), Span("g › ", style: .key),
          Span("Share Age Range Again", style: .accent),
        ]))
    }
    for notification in Self.collapsed(device.notifications).prefix(2) {
      text.append(Line("✉ \(notification)", style: .muted))
    }
    let items = device.activeChoices.map(Self.line(for:))
    return PaneBody(
      text: text, items: items, list: lists.child, badge: device.status.label,
      title: device.paneTitle)
  }

  /// A system sheet's paragraphs wrapped to `width`, every row starting with the sheet's bar so
  /// the sheet reads as one block however it wraps.
  static func sheetRows(_ paragraphs: [String], style: CellStyle, width: Int) -> [Line] {
    paragraphs.flatMap { paragraph in
      DisplayWidth.wrap(paragraph, to: max(1, width - 2)).map { row in
        Line([Span("┃ ", style: .warning), Span(row, style: style)])
      }
    }
  }

  /// Notifications with runs of the same text shown once, counted: "… (×2)".
  static func collapsed(_ notifications: [String]) -> [String] {
    var runs: [(text: String, count: Int)] = []
    for notification in notifications {
      if let last = runs.last, last.text == notification {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((notification, 1))
      }
    }
    return runs.map { $0.count > 1 ? "\($0.text) (×\($0.count))" : $0.text }
  }

  // MARK: - Parent

  private var parentBody: PaneBody {
    let parent = parentPresentation
    var text: [Line] = [Line(parent.heading, style: .accent)]
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
      text.append(Line("“\(bubble.text)”"))
    }
    if simulation.consentRevoked {
      text.append(Line("✗ Consent for \(simulation.world.app.name) revoked", style: .danger))
    }
    text.append(Line(parent.childSetting, style: .muted))
    for notification in Self.collapsed(parent.notifications).prefix(2) {
      text.append(Line("✉ \(notification)", style: .muted))
    }
    let pending = parent.thread.filter(\.isPending).count
    return PaneBody(
      text: text, items: parentChoices.map(Self.line(for:)), list: lists.parent,
      badge: pending > 0 ? "\(pending) pending" : nil)
  }

  // MARK: - Settings

  private var settingsBody: PaneBody {
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
    let lines = items.map { item -> Line in
      let value = item.isFirstOfRow ? "\(item.row.label): \(item.row.value)" : "  ⋮"
      let style: CellStyle = item.row.isAssumption ? .assumption : .plain
      guard let choice = item.choice else { return Line(value, style: style) }
      return Line([Span(value, style: style), Span(" › \(choice.label)", style: .accent)])
    }
    return PaneBody(text: text, items: lines, list: lists.settings)
  }

  // MARK: - Timeline

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
      let why = trace[lists.timeline.selection].payload["why"]
    {
      text.append(Line("Why #\(lists.timeline.selection + 1): \(why)", style: .notice))
    }
    let items = trace.map { entry in
      Line([
        Span("\(entry.date) #\(entry.sequence) ", style: .muted),
        Span("\(entry.from.title) → \(entry.to.title) ", style: .accent),
        Span(entry.summary, style: entry.kind == .rejected ? .warning : .plain),
      ])
    }
    return PaneBody(
      text: text, items: items, list: lists.timeline,
      badge: trace.isEmpty ? nil : "\(trace.count) entries")
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
