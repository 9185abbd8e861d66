import FlowEngine

/// The AgeTUI screen: the simulation of one scenario in four panes, driven by one key table.
///
/// A value, like the engine under it: the scenario, the actions taken and the screen state. The
/// simulation is derived from the scenario and the actions, so undo, reset, the walkthrough and
/// a restored session all replay the same deterministic engine.
public struct SimulatorShell: Sendable {
  /// The scenario's text and origin.
  public internal(set) var document: ScenarioDocument
  /// The loaded scenario.
  public internal(set) var scenario: Scenario
  /// The scenario's script played headless as far as the walkthrough has gone: the source of
  /// walkthrough steps. Played lazily, so opening a scenario costs no script playing.
  public internal(set) var scriptRunner: ScenarioRunner
  /// Every action since the scenario started.
  public internal(set) var actions: [SimulationAction]
  /// The simulation after `actions`.
  public internal(set) var simulation: Simulation
  /// Script steps played by the walkthrough.
  public internal(set) var scriptPosition: Int
  /// The focused pane.
  public var focus: Pane
  /// Each pane's list position.
  public var lists: PerPane<ScrollList>
  /// The notice line.
  public var notice: Notice?
  /// Whether the help overlay is open.
  public var isHelpOpen: Bool
  /// The help overlay's first visible line.
  public var helpOffset: Int
  /// The scenario picker's list, when it is open.
  public var picker: ScrollList?
  /// The device the Child pane shows.
  public var shownDevice: DeviceID
  /// Auto-play, when on.
  public var autoplay: Autoplay?

  // MARK: Presenter overlays (see SimulatorShell+Overlays.swift)

  /// Which picker is open and its filter, and the narration overlay.
  public var overlays: PresenterOverlays

  /// Opens a scenario at its start.
  public init(document: ScenarioDocument) throws(ScenarioError) {
    let scenario = try document.load()
    self.document = document
    self.scenario = scenario
    self.scriptRunner = ScenarioRunner(scenario: scenario)
    self.actions = []
    self.simulation = Simulation(world: scenario.world)
    self.scriptPosition = 0
    self.focus = .child
    self.lists = PerPane { _ in ScrollList(count: 0) }
    self.notice = Notice(
      .info,
      "\(scenario.title): choose with Enter, n plays the script step by step, ? lists every key.")
    self.isHelpOpen = false
    self.helpOffset = 0
    self.picker = nil
    self.shownDevice = .childPhone
    self.autoplay = nil
    self.overlays = PresenterOverlays()
    refreshLists(following: true)
  }

  // MARK: - Walkthrough

  /// The number of script steps.
  public var scriptLength: Int { scenario.script.count }

  /// The actions the script takes through `position` script steps, automatic answers included
  /// (as far as the script has been played; see `playScript(through:)`).
  public func scriptActions(through position: Int) -> [SimulationAction] {
    scriptRunner.steps.filter { $0.scriptStep <= position }.map(\.action)
  }

  /// Plays the script headless up to `position` steps, if it has not got that far yet.
  mutating func playScript(through position: Int) {
    while scriptRunner.nextScriptIndex < position, !scriptRunner.isFinished {
      scriptRunner.playNextStep()
    }
  }

  /// Whether live actions have taken the simulation away from the script's position.
  public var isOffScript: Bool {
    actions != scriptActions(through: scriptPosition)
  }

  /// Where the walkthrough is, for the header: the script step, or that the session has left
  /// the script; nil when the scenario has no script.
  public var walkthroughLabel: String? {
    guard scriptLength > 0 else { return nil }
    let step = "step \(scriptPosition)/\(scriptLength)"
    return isOffScript && scriptPosition > 0 ? "\(step) (live)" : step
  }

  /// The narration of the script step last played, with its automatic answers.
  public var narration: [String] {
    guard scriptPosition > 0 else { return [] }
    return scriptRunner.steps.filter { $0.scriptStep == scriptPosition }.map(\.narration)
      .filter { !$0.isEmpty }
  }

  // MARK: - Changing the simulation

  /// Applies one action a person takes, reporting what happened on the notice line.
  public mutating func perform(_ action: SimulationAction) {
    let step = simulation.applying(action)
    actions.append(action)
    simulation = step.simulation
    notice = Self.notice(for: step)
    refreshLists(following: true)
    guard !step.wasRejected else { return }
    // Follow the story: a sent question waits on the parent's device, an answer goes back.
    switch action {
    case .sendQuestion: focus = .parent
    case .answerQuestion: focus = .child
    case .launchApp, .closeApp, .answerAgeRangePrompt, .tapAskParent, .cancelCompose,
      .acknowledgeUpdate, .askToCommunicate, .installUpdate, .revokeConsent, .setSharingMode,
      .shareAgeRangeAgain, .setVerification, .setInFamily, .setSignedIn, .setCommunicationLimits,
      .setRegion, .setOS, .setAssumptions, .advanceClock:
      break
    }
  }

  /// Replaces the actions and replays them from the scenario's start.
  mutating func replay(_ newActions: [SimulationAction]) {
    var replayed = Simulation(world: scenario.world)
    for action in newActions {
      replayed = replayed.applying(action).simulation
    }
    actions = newActions
    simulation = replayed
    refreshLists(following: true)
  }

  /// Opens another scenario from the start, keeping the focused pane.
  public mutating func open(_ document: ScenarioDocument) throws(ScenarioError) {
    let focus = self.focus
    self = try SimulatorShell(document: document)
    self.focus = focus
  }

  /// Keeps every list's length in step with what its pane shows; the timeline follows the
  /// newest entry when asked, the Child pane's buttons start at the first.
  mutating func refreshLists(following: Bool) {
    if simulation.device(shownDevice) == nil { shownDevice = .childPhone }
    let childChoices = childPresentation.activeChoices.count
    if lists.child.count != childChoices || following {
      lists.child = ScrollList(count: childChoices)
    }
    lists.parent.resize(count: parentChoices.count)
    lists.settings.resize(count: settingsItems.count)
    let entries = simulation.trace.count
    let wasAtEnd = lists.timeline.selection >= lists.timeline.count - 1
    lists.timeline.resize(count: entries)
    if following || wasAtEnd {
      lists.timeline.select(entries - 1, rows: 1000)
    }
  }

  // MARK: - Notices

  static func notice(for step: SimulationStep) -> Notice {
    if let rejection = step.entries.first(where: { $0.kind == .rejected }) {
      return Notice(.warning, rejection.summary)
    }
    let telling = step.entries.last { entry in
      switch entry.kind {
      case .response, .notification, .message, .serverNotification, .clock, .setting, .prompt,
        .answer:
        true
      case .request, .sync, .flow, .lifecycle, .rejected:
        false
      }
    }
    guard let entry = telling ?? step.entries.last else {
      return Notice(.info, "Nothing happened.")
    }
    let why = entry.payload["why"].map { " — \($0)" } ?? ""
    return Notice(.success, "\(entry.from.title) → \(entry.to.title): \(entry.summary)\(why)")
  }
}
