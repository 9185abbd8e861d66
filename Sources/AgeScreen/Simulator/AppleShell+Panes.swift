import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Scenarios

// MARK: - What each pane shows

extension AppleShell: PaneHost {
  /// A pane's choice performs an action on the simulation.
  public typealias StoryAction = SimulationAction
}

extension AppleShell {
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

  /// The presentations of the simulation and device shown now: the ones kept, or built.
  var currentPresentations: PresentationCache {
    cachedPresentations ?? Self.presentations(of: simulation, device: shownDevice, historyVersion)
  }

  /// The presentations of `simulation` showing `device`, stamped with `historyVersion`.
  private static func presentations(
    of simulation: Simulation, device: DeviceID, _ historyVersion: Int
  ) -> PresentationCache {
    PresentationCache(
      historyVersion: historyVersion, device: device,
      child: ChildDevicePresentation(simulation, device: device),
      parent: ParentDevicePresentation(simulation),
      settingsItems: SettingsItem.items(of: AppleSettingsPresentation(simulation)))
  }

  /// Builds and keeps the presentations of the simulation and device shown now.
  mutating func keepPresentations() {
    presentations = Self.presentations(of: simulation, device: shownDevice, historyVersion)
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
    cachedPresentations?.settingsItems
      ?? SettingsItem.items(of: AppleSettingsPresentation(simulation))
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
    var bodies: [Pane: PaneBody] = [:]
    for pane in shown {
      let component = panes[pane]
      bodies[pane] = component.body(of: self, width: component.textWidth(in: self, size: size))
    }
    return frame(size: size, panes: bodies)
  }

  /// The whole screen before layout, as ``frame(size:)`` builds it, reusing the pane bodies in
  /// `cache` whose inputs have not changed since (and keeping those it builds).
  func cachedFrame(size: Size, cache: inout ShellFrameCache) -> ShellFrame {
    frame(size: size, panes: cachedBodies(size: size, cache: &cache), bannerWrap: cache.bannerWrap)
  }

  /// Every pane's body at `size`, from `cache` where it is still right.
  func cachedBodies(size: Size, cache: inout ShellFrameCache) -> [Pane: PaneBody] {
    var bodies: [Pane: PaneBody] = [:]
    for pane in Pane.allCases {
      let component = panes[pane]
      let width = component.textWidth(in: self, size: size)
      let key = PaneBodyCache.Key(
        historyVersion: historyVersion, device: shownDevice, list: lists[pane], width: width,
        scroll: documentScroll[pane], marks: showsWordingMarks)
      bodies[pane] = cache.bodies.body(pane, key: key) { component.body(of: self, width: width) }
    }
    return bodies
  }

  private func frame(size: Size, panes: [Pane: PaneBody], bannerWrap: WrappedBanner? = nil)
    -> ShellFrame
  {
    let context = keyContext(size: size)
    return ShellFrame(
      title: "\(scenario.name) — \(scenario.title)", focus: focus, panes: panes,
      notice: shownNotice, hints: Self.marksNoteFirst(keyTable.footerHints(in: context)),
      help: helpOverlay,
      banner: bannerLines(size: size), bannerMore: Self.narrationMore, picker: pickerOverlay,
      header: headerBar, narration: narrationOverlay, compare: compareOverlay,
      bannerWrap: bannerWrap)
  }

  /// The footer's hints with "W ≈ off" (shown only while the marks are hidden) right after
  /// help's, where a narrow footer still shows it: assumed wording must not pass for Apple's
  /// unnoticed, and the key table's order keeps W's help row with the other display keys.
  public static func marksNoteFirst(_ hints: [KeyHint]) -> [KeyHint] {
    guard let index = hints.firstIndex(where: { $0.keys == "W" }) else { return hints }
    var reordered = hints
    let note = reordered.remove(at: index)
    reordered.insert(note, at: min(2, reordered.count))
    return reordered
  }

  /// The notice line as shown: the "not saved" mark, when there is one, first.
  var shownNotice: Notice? { Self.markedNotice(notice, unsavedMark: unsavedMark) }

  /// `notice` as shown with the "not saved" mark, when there is one, first (both stores' shells
  /// show it so).
  public static func markedNotice(_ notice: Notice?, unsavedMark: String?) -> Notice? {
    guard let unsavedMark else { return notice }
    guard let notice else { return Notice(.warning, unsavedMark) }
    return Notice(.warning, "\(unsavedMark) · \(notice.text)")
  }

  /// The header, as every store's shell draws it (`HeaderBar.presenter`).
  public var headerBar: HeaderBar {
    let world = simulation.world
    return .presenter(
      name: scenario.name, title: scenario.title, date: world.today.description,
      region: world.region.code.rawValue, platform: "iOS \(world.os.rawValue)",
      sharingMode: world.person.sharingMode.title, walkthrough: walkthroughLabel)
  }

  /// The narration of the walkthrough step on screen, as every store's side shows it.
  public var narrationBanner: NarrationBanner {
    NarrationBanner(
      narration: narration, caption: caption, position: scriptPosition, length: scriptLength,
      autoplay: autoplay)
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

  /// A notification this step posted: a banner at the top of the device; `marked` puts the
  /// `≈` of assumed wording before its text.
  static func banner(for notification: DatedNotification, marked: Bool = false) -> Line {
    Line([
      Span("✉ now ", style: .key),
      Span(WordingMark.shown(notification.text, marked: marked), style: .notice),
    ])
  }

  /// A notification from an earlier step, with its day.
  static func dated(_ notification: DatedNotification, marked: Bool = false) -> Line {
    Line(
      "✉ \(notification.dateLabel) · \(WordingMark.shown(notification.text, marked: marked))",
      style: .muted)
  }

  /// A button's label, after the `≈` of assumed wording when `marked` and it is assumed
  /// (``WordingMark``).
  static func label(_ choice: ActionChoice, marked: Bool) -> String {
    WordingMark.shown(choice.label, marked: marked && choice.source?.isAssumed == true)
  }

  /// A button as a list row, its label marked as ``label(_:marked:)`` says.
  static func line(for choice: ActionChoice, marked: Bool) -> Line {
    var labelled = choice
    labelled.label = label(choice, marked: marked)
    return line(for: labelled)
  }

  /// A system sheet's top edge, title and paragraphs wrapped to `width`, each row between the
  /// card's edges so the sheet reads as one block however it wraps. `marked` puts the `≈` of
  /// assumed wording before the title; `legend` says what `≈` means on the top edge.
  public static func cardTop(
    title: String, paragraphs: [String], width: Int, marked: Bool = false, legend: Bool = false
  ) -> [Line] {
    let inner = max(1, width - 4)
    let name = legend ? " System sheet · \(WordingMark.symbol) assumed " : " System sheet "
    let label = DisplayWidth.truncate(name, to: max(0, width - 3))
    let top =
      "╭─" + label + String(repeating: "─", count: max(0, width - 3 - DisplayWidth.of(label)))
    func row(_ text: String, _ style: CellStyle) -> Line {
      Line([
        Span("│ ", style: .warning), Span(DisplayWidth.pad(text, to: inner), style: style),
        Span(" │", style: .warning),
      ])
    }
    let shownTitle = WordingMark.shown(title, marked: marked)
    let titleRows = DisplayWidth.wrap(shownTitle, to: inner).map { row($0, .title) }
    let body = paragraphs.flatMap { DisplayWidth.wrap($0, to: inner) }.map { row($0, .plain) }
    return [Line(top + "╮", style: .warning)] + titleRows + body
  }

  /// A system sheet's bottom edge, `width` columns wide.
  public static func cardBottom(width: Int) -> Line {
    Line("╰" + String(repeating: "─", count: max(0, width - 2)) + "╯", style: .warning)
  }

  // MARK: - Styling

  static func line(for choice: ActionChoice) -> Line {
    line(label: choice.label, role: choice.role)
  }

  /// A button labelled `label` as a list row, styled by its role (Apple's and Play's alike).
  public static func line(label: String, role: ChoiceRole) -> Line {
    switch role {
    case .affirmative: Line("✓ \(label)", style: .success)
    case .destructive: Line("✗ \(label)", style: .danger)
    case .cancel: Line("  \(label)")
    case .normal: Line("› \(label)")
    }
  }

  /// The symbol that marks the app's status in a device pane.
  public static func marker(for status: AppStatus) -> String {
    switch status {
    case .closed: "○"
    case .working: "…"
    case .waiting: "◐"
    case .blocked: "■"
    case .running: "●"
    }
  }

  /// The style the app's status is drawn in.
  public static func style(for status: AppStatus) -> CellStyle {
    switch status {
    case .closed, .working: .muted
    case .waiting: .warning
    case .blocked: .danger
    case .running: .success
    }
  }
}
