import AgeScreen
import Apple
import ApplePresentation
import FlowEngine
import Presentation
import Scenarios

// MARK: - What each pane shows

extension AppleShell: PaneHost {
  /// A pane's choice performs an action on the simulation.
  public typealias StoryAction = AppleAction
}

extension AppleShell {
  /// The Child pane's device.
  public var childPresentation: AppleChildDevicePresentation {
    cachedPresentations?.child ?? AppleChildDevicePresentation(simulation, device: shownDevice)
  }

  /// The Parent pane's device.
  public var parentPresentation: AppleParentDevicePresentation {
    cachedPresentations?.parent ?? AppleParentDevicePresentation(simulation)
  }

  /// The presentations built for the simulation and device shown now, if they are kept.
  private var cachedPresentations: ApplePresentationCache? {
    guard let presentations, presentations.historyVersion == historyVersion,
      presentations.device == shownDevice
    else { return nil }
    return presentations
  }

  /// The presentations of the simulation and device shown now: the ones kept, or built.
  var currentPresentations: ApplePresentationCache {
    cachedPresentations ?? Self.presentations(of: simulation, device: shownDevice, historyVersion)
  }

  /// The presentations of `simulation` showing `device`, stamped with `historyVersion`.
  private static func presentations(
    of simulation: AppleSimulation, device: DeviceID, _ historyVersion: Int
  ) -> ApplePresentationCache {
    ApplePresentationCache(
      historyVersion: historyVersion, device: device,
      child: AppleChildDevicePresentation(simulation, device: device),
      parent: AppleParentDevicePresentation(simulation),
      settingsItems: AppleSettingsItem.items(of: AppleSettingsPresentation(simulation)))
  }

  /// Builds and keeps the presentations of the simulation and device shown now.
  mutating func keepPresentations() {
    presentations = Self.presentations(of: simulation, device: shownDevice, historyVersion)
  }

  /// The Parent pane's buttons: pending questions' answers first, then the parent's settings.
  public var parentChoices: [AppleActionChoice] {
    let presentation = parentPresentation
    let answers = presentation.thread.filter(\.isPending).flatMap { bubble in
      bubble.choices.map { choice in
        AppleActionChoice(
          "#\(bubble.questionID) \(choice.label)", choice.action, role: choice.role,
          source: choice.source)
      }
    }
    return answers + presentation.choices
  }

  /// The Settings pane's lines.
  public var settingsItems: [AppleSettingsItem] {
    cachedPresentations?.settingsItems
      ?? AppleSettingsItem.items(of: AppleSettingsPresentation(simulation))
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
  func cachedFrame(size: Size, cache: inout AppleShellFrameCache) -> ShellFrame {
    frame(size: size, panes: cachedBodies(size: size, cache: &cache), bannerWrap: cache.bannerWrap)
  }

  /// Every pane's body at `size`, from `cache` where it is still right.
  func cachedBodies(size: Size, cache: inout AppleShellFrameCache) -> [Pane: PaneBody] {
    var bodies: [Pane: PaneBody] = [:]
    for pane in Pane.allCases {
      let component = panes[pane]
      let width = component.textWidth(in: self, size: size)
      let key = ApplePaneBodyCache.Key(
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
      header: headerBar, focus: focus, panes: panes,
      notice: shownNotice, hints: ShellChrome.marksNoteFirst(keyTable.footerHints(in: context)),
      help: helpOverlay,
      banner: bannerLines(size: size), bannerMore: ShellChrome.narrationMore, picker: pickerOverlay,
      narration: narrationOverlay, compare: compareOverlay,
      bannerWrap: bannerWrap)
  }

  /// The notice line as shown: the "not saved" mark, when there is one, first.
  var shownNotice: Notice? { ShellChrome.markedNotice(notice, unsavedMark: unsavedMark) }

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
  static func split(_ notifications: [AppleDeviceNotification], newAfter sequence: Int) -> (
    new: [AppleDatedNotification], earlier: [AppleDatedNotification]
  ) {
    let collapsed = AppleDatedNotification.collapsed(notifications)
    return (
      collapsed.filter { $0.sequence > sequence }, collapsed.filter { $0.sequence <= sequence }
    )
  }

  /// A notification this step posted: a banner at the top of the device; `marked` puts the
  /// `≈` of assumed wording before its text.
  static func banner(for notification: AppleDatedNotification, marked: Bool = false) -> Line {
    Line([
      Span("✉ now ", style: .key),
      Span(WordingMark.shown(notification.text, marked: marked), style: .notice),
    ])
  }

  /// A notification from an earlier step, with its day.
  static func dated(_ notification: AppleDatedNotification, marked: Bool = false) -> Line {
    Line(
      "✉ \(notification.dateLabel) · \(WordingMark.shown(notification.text, marked: marked))",
      style: .muted)
  }

  /// A button's label, after the `≈` of assumed wording when `marked` and it is assumed
  /// (``WordingMark``).
  static func label(_ choice: AppleActionChoice, marked: Bool) -> String {
    WordingMark.shown(choice.label, marked: marked && choice.source?.isAssumed == true)
  }

  /// A button as a list row, its label marked as ``label(_:marked:)`` says.
  static func line(for choice: AppleActionChoice, marked: Bool) -> Line {
    var labelled = choice
    labelled.label = label(choice, marked: marked)
    return line(for: labelled)
  }

  // MARK: - Styling

  static func line(for choice: AppleActionChoice) -> Line {
    ChoiceLine.line(label: choice.label, role: choice.role)
  }
}
