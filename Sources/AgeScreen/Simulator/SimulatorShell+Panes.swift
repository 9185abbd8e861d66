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
    if scriptLength > 0 { status += " · step \(scriptPosition)/\(scriptLength)" }
    if isOffScript, scriptPosition > 0 { status += " (live)" }
    return ShellFrame(
      title: "\(scenario.name) — \(scenario.title)", status: status, focus: focus,
      panes: [
        .child: childBody, .parent: parentBody, .settings: settingsBody,
        .timeline: timelineBody,
      ],
      notice: notice, hints: keyTable.hints(in: context),
      help: isHelpOpen ? HelpOverlay(rows: keyTable.helpRows) : nil,
      banner: bannerLines, picker: pickerOverlay)
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

  private var childBody: PaneBody {
    let device = childPresentation
    var text: [Line] = [
      Line([
        Span(device.heading, style: .accent),
        Span(simulation.world.secondDevice != nil ? "  (d: other device)" : "", style: .muted),
      ]),
      Line(device.subheading, style: .muted),
      Line([
        Span(
          "\(Self.marker(for: device.status)) \(device.status.label) ",
          style: Self.style(for: device.status)),
        Span(device.screenTitle, style: .title),
      ]),
    ]
    text += device.screenLines.map { Line($0) }
    if let sheet = device.sheet {
      text.append("")
      text.append(Line("┃ SYSTEM SHEET: \(sheet.title)", style: .warning))
      text += sheet.message.map { Line("┃ \($0)") }
    }
    for notification in device.notifications.prefix(2) {
      text.append(Line("✉ \(notification)", style: .muted))
    }
    let items = device.activeChoices.map(Self.line(for:))
    return PaneBody(text: text, items: items, list: lists.child, badge: device.status.label)
  }

  // MARK: - Parent

  private var parentBody: PaneBody {
    let parent = parentPresentation
    var text: [Line] = [
      Line(parent.heading, style: .accent), Line(parent.childSetting, style: .muted),
    ]
    if parent.thread.isEmpty {
      text.append(Line("Messages: no requests yet.", style: .muted))
    }
    for bubble in parent.thread {
      text.append(Line("Messages #\(bubble.questionID): \(bubble.text)"))
      text.append(
        Line(
          "  \(bubble.isPending ? "⏳" : "·") \(bubble.status)",
          style: bubble.isPending ? .warning : .muted))
    }
    for notification in parent.notifications.prefix(2) {
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
      let tag = item.row.isAssumption ? "[assumption] " : ""
      text.append(Line("\(item.section) › \(item.row.label)", style: .title))
      if let detail = item.row.detail {
        text.append(Line(tag + detail, style: item.row.isAssumption ? .assumption : .muted))
      }
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
        Span(knowledge.appLearned.suffix(3).joined(separator: "; "), style: .success),
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
