import AgeScreen
import Analyses
import Apple
import AppleAnalyses
import AppleScenarios
import FlowEngine
import Scenarios

/// Apple's side of a scenario: the simulation in four panes, driven by one key table.
///
/// A value, like the engine under it: the scenario's history (a timeline of states that `u`
/// walks back through) and the screen state. The simulation shown is the history's present.
public struct AppleShell: Sendable {
  /// Every state the scenario went through, for undo; its present is what the panes show.
  public internal(set) var history: AppleScenarioHistory {
    didSet { historyVersion &+= 1 }
  }
  /// Counts the changes to `history`, so what is built from the simulation can be reused until
  /// it changes (see ``ApplePaneBodyCache``).
  var historyVersion = 0
  /// The presentations of the simulation, lent by ``AppleShellSession`` for the length of one update
  /// or frame (the lists' lengths and the panes read them) and handed back after it; nil at
  /// rest, so the state holds no memo and every reader can build them afresh.
  var presentations: ApplePresentationCache?
  /// The trace entries before the step on screen: what came after them is this step's (a
  /// notification it posted shows as a banner, an earlier one is dated).
  public internal(set) var stepTraceStart = 0
  /// How far each device pane's document is scrolled (``PaneBody/scroll``); back to the top
  /// whenever the simulation changes.
  public var documentScroll = PerPane { _ in 0 }
  /// The banner mode chosen with `b`; nil until then, when ``BannerMode/standard(rows:followedByNotes:)``
  /// decides by the terminal's height.
  public var bannerChoice: BannerMode?
  /// Whether assumed wording (AgeTUI's, not Apple's documented text) carries a `≈` mark;
  /// `W` and `--no-wording-marks` hide the marks for clean screenshots.
  public var showsWordingMarks = true
  /// The stores `c` compares, in `compare`'s order: Apple's alone until a session hands the
  /// shell every store it shows (``StoreSides/compareSides``).
  public var compareSides: [CompareSideKind] = [.apple]
  /// What each pane shows and what choosing in it does (``ShellPane``).
  public let panes: PerPane<any ShellPane<AppleShell>>
  /// The focused pane.
  public var focus: Pane
  /// Each pane's list position.
  public var lists: PerPane<ScrollList>
  /// The notice line.
  public var notice: Notice?
  /// The journal's mark while changes are not saved ("not saved since 14:02 — disk full"): it
  /// stays in front of whatever the notice line says until the journal catches up.
  public var unsavedMark: String?
  /// The overlay open over the panes, if any (see AppleShell+Overlays.swift).
  public var overlay: Overlay?
  /// The device the Child pane shows.
  public var shownDevice: DeviceID
  /// Auto-play, when on.
  public var autoplay: Autoplay?
  /// History records not yet written to the session journal, oldest first.
  var unsavedRecords: [SessionRecord]
  /// The screen position last journaled, so an unchanged one is not written again.
  var savedScreen: AppleScreenPosition?
  /// The screen position a journal's replay read last, put back when it ends
  /// (``finishRestore(actions:)``).
  var replayedScreen: AppleScreenPosition?
  /// Whether `agetui notes` follows this session from another terminal (the narration then
  /// lives there, and the banner defaults to the caption).
  public internal(set) var isFollowedByNotes = false
  /// The layout of the screen the key was pressed on, while an update runs: computed from the
  /// state before the action and the terminal size (``paneMetrics(size:)``), never read back
  /// from the frame last drawn; empty outside an update (no rows laid out).
  var layoutMetrics = PaneMetrics()
  /// How many list rows each pane shows on the screen the key was pressed on (0 outside an
  /// update): the keys that move a selection scroll by these.
  var visibleRows: PerPane<Int> { layoutMetrics.listRows }

  /// Opens a scenario already loaded (and perhaps played) at its start, shown in `panes`
  /// (Apple's devices, Settings and the Timeline unless a platform brings its own).
  public init(opening opened: AppleOpenScenario, panes: PerPane<any ShellPane<AppleShell>> = .apple)
  {
    self.panes = panes
    self.history = AppleScenarioHistory(opening: opened)
    self.focus = .child
    self.lists = PerPane { _ in ScrollList(count: 0) }
    // The key a newcomer needs first comes first: a narrow notice line cuts from the end.
    self.notice = Notice(
      .info,
      opened.walkthrough.count > 0
        ? "n starts the walkthrough · Enter chooses · ? lists every key · "
          + opened.scenario.title
        : "Enter chooses · ? lists every key · \(opened.scenario.title)")
    self.overlay = nil
    self.shownDevice = .childPhone
    self.autoplay = nil
    self.unsavedRecords = []
    self.savedScreen = nil
    self.stepTraceStart = history.current.simulation.trace.count
    refreshLists(following: true)
    presentations = nil
  }

  // MARK: - The present

  /// The loaded scenario.
  public var scenario: Scenario { history.current.scenario.scenario }
  /// The scenario's script, played step by step.
  public var walkthrough: AppleWalkthrough { history.current.scenario.walkthrough }
  /// The simulation now.
  public var simulation: AppleSimulation { history.current.simulation }

  /// The actions from the scenario's start to now: the script's up to where this stretch of
  /// the session began, then the live ones.
  public var actions: [AppleAction] {
    let segment = history.current
    return walkthrough.steps.prefix(segment.origin).map(\.action) + segment.actions
  }

  // MARK: - Walkthrough

  /// The number of walkthrough steps: script steps and automatic answers, each its own step.
  public var scriptLength: Int { walkthrough.count }

  /// Where the session stands against the script.
  public var walkthroughPosition: WalkthroughPosition { history.current.position }

  /// The script position: the step reached, or the one live actions left.
  public var scriptPosition: Int { walkthroughPosition.scriptPosition }

  /// Whether live actions have taken the simulation away from the script.
  public var isOffScript: Bool { walkthroughPosition.isLive }

  /// Where the walkthrough is, for the header: `script 2/4`, or `LIVE · left script 2/4` once
  /// a key has changed the simulation off the script; nil when the scenario has no script.
  public var walkthroughLabel: String? {
    guard scriptLength > 0 else { return isOffScript ? "LIVE" : nil }
    switch walkthroughPosition {
    case .script(let position): return "script \(position)/\(scriptLength)"
    case .live(let leftAt): return "LIVE · left script \(leftAt)/\(scriptLength)"
    }
  }

  /// The narration of the walkthrough step last reached, while the session is on the script.
  public var narration: [String] {
    guard let step = stepOnScreen, !step.narration.isEmpty else { return [] }
    return [step.narration]
  }

  /// The caption of the walkthrough step last reached, while the session is on the script.
  public var caption: String? {
    guard let step = stepOnScreen, !step.caption.isEmpty else { return nil }
    return step.caption
  }

  /// The walkthrough step last reached, while the session is on the script.
  private var stepOnScreen: AppleWalkthroughStep? {
    guard case .script(let position) = walkthroughPosition else { return nil }
    return walkthrough.step(reaching: position)
  }

  /// What the banner shows on a terminal of `size`: the mode chosen with `b`, or the standard.
  public func bannerMode(size: Size) -> BannerMode {
    bannerChoice ?? .standard(rows: size.height, followedByNotes: isFollowedByNotes)
  }

  // MARK: - Changing the simulation

  /// Applies one action a person takes, reporting what happened on the notice line.
  public mutating func perform(_ action: AppleAction) {
    let wasLive = isOffScript
    let leftAt = scriptPosition
    let step = history.perform(action)
    stepTraceStart = simulation.trace.count - step.entries.count
    unsavedRecords.append(.perform(action))
    notice = Self.notice(for: step)
    if !wasLive, isOffScript {
      // The announcement comes first: a narrow notice line cuts from the end.
      notice = Notice(
        .info,
        "LIVE: left the script at step \(leftAt)/\(scriptLength) (n rejoins, u undoes) · "
          + (notice?.text ?? ""))
    }
    if !step.wasRejected { followStory(after: action) }
    refreshLists(following: true)
  }

  /// Moves to a script position, keeping the present for `u`.
  mutating func jump(to position: Int, cause: HistoryCause) {
    let before = currentPresentations
    history.jump(to: position, cause: cause)
    stepTraceStart = traceStart(reaching: position)
    unsavedRecords.append(.jump(position, cause))
    let step = walkthrough.step(reaching: position)
    if let step { followStory(after: step.action) }
    refreshLists(following: true)
    if let step, step.refusal == nil { followEffects(of: step.action, before: before) }
  }

  /// Takes what the presenter chose on `other`, Apple's side of the scenario opened just before
  /// or after this one: the focus, each list's place, the banner, the marks, the journal's
  /// "not saved" mark and the screen it last saved or read, whether the notes follow, what `c`
  /// compares. The lists are then fitted to this scenario as a key's update fits them, laid out
  /// as `other` was at `size` (the screen the key was pressed on; nil in a journal's replay),
  /// and the step on screen starts at the present.
  mutating func keepPresenterState(of other: AppleShell, size: Size?) {
    focus = other.focus
    lists = other.lists
    bannerChoice = other.bannerChoice
    showsWordingMarks = other.showsWordingMarks
    compareSides = other.compareSides
    unsavedMark = other.unsavedMark
    savedScreen = other.savedScreen
    replayedScreen = other.replayedScreen
    isFollowedByNotes = other.isFollowedByNotes
    stepTraceStart = simulation.trace.count
    if let size { layoutMetrics = other.paneMetrics(size: size) }
    defer { layoutMetrics = PaneMetrics() }
    refreshLists(following: true)
    presentations = nil
  }

  /// Focus follows the story: the pane where the next thing happens, and the device the
  /// action happened on. The caller refreshes the lists afterwards.
  private mutating func followStory(after action: AppleAction) {
    switch action {
    case .sendQuestion, .askToCommunicate: focus = .parent
    case .answerQuestion: focus = .child
    case .launchApp(let device), .closeApp(let device), .answerAgeRangePrompt(let device, _),
      .tapAskParent(let device), .cancelCompose(let device), .acknowledgeUpdate(let device),
      .choosePermissionFlow(let device, _), .enterPasscode(let device, _):
      if simulation.device(device) != nil { shownDevice = device }
      focus = .child
    case .installUpdate, .revokeConsent, .setSharingMode, .shareAgeRangeAgain,
      .setVerification, .setInFamily, .setSignedIn, .setCommunicationLimits, .setAccountCreated,
      .setRegion,
      .setOS, .setPermissionFlow, .setAssumptions, .setAppGates, .advanceClock:
      break
    }
  }

  /// The trace entries before walkthrough step `position`'s own (all of them at the start).
  func traceStart(reaching position: Int) -> Int {
    walkthrough.step(reaching: position).map { $0.world.trace.count - $0.entries.count }
      ?? simulation.trace.count
  }

  /// Focus follows what a walkthrough step changed where the devices do not show it: a setting opens
  /// Settings (the drawer, on a small terminal) on the row it changed; an action whose result
  /// shows on neither device (a server notification, say) opens the Timeline on its newest
  /// entry. `before` is what the panes presented before the step. A live key that changes a
  /// setting (`m`, `l`, `g`) leaves the focus where the presenter put it: they are watching
  /// its effect on the device.
  private mutating func followEffects(of action: AppleAction, before: ApplePresentationCache) {
    switch action {
    case .installUpdate, .setSharingMode, .shareAgeRangeAgain, .setVerification, .setInFamily,
      .setSignedIn, .setCommunicationLimits, .setRegion, .setOS, .setPermissionFlow,
      .setAssumptions, .advanceClock, .setAccountCreated, .setAppGates:
      let rowsBefore = Set(before.settingsItems.map(\.row))
      let changed = settingsItems.firstIndex { $0.isFirstOfRow && !rowsBefore.contains($0.row) }
      focus = .settings
      if let changed { lists.settings.select(changed, rows: max(1, visibleRows.settings)) }
    case .revokeConsent:
      // What revoking does reaches the developer's server, not the app (the parent's screen
      // only marks it): the App Store Server Notification is the step's point.
      followTimeline()
    case .sendQuestion, .askToCommunicate, .answerQuestion, .launchApp, .closeApp,
      .answerAgeRangePrompt, .tapAskParent, .cancelCompose, .acknowledgeUpdate,
      .choosePermissionFlow, .enterPasscode:
      let now = currentPresentations
      guard before.device == now.device,
        before.child == now.child, before.parent == now.parent
      else { return }
      followTimeline()
    }
  }

  /// Focuses the Timeline on its newest entry.
  private mutating func followTimeline() {
    focus = .timeline
    lists.timeline.select(lists.timeline.count - 1, rows: max(1, visibleRows.timeline))
  }

  /// Keeps every list's length in step with what its pane shows, each as its pane says
  /// (``ShellPane/refresh(_:count:following:rows:)``: the timeline follows the newest entry,
  /// the Child pane's buttons start at the first).
  mutating func refreshLists(following: Bool) {
    if simulation.device(shownDevice) == nil { shownDevice = .childPhone }
    if following { documentScroll = PerPane { _ in 0 } }
    keepPresentations()
    for pane in Pane.allCases {
      let component = panes[pane]
      lists[pane] = component.refresh(
        lists[pane], count: component.itemCount(in: self), following: following,
        rows: max(1, visibleRows[pane]), in: self)
    }
  }

  // MARK: - Notices

  /// The notice for the entries an action wrote: a rejection's summary is its refusal, and
  /// the entry told carries its detail's reason.
  static func notice(for step: AppleActionOutcome) -> Notice {
    .telling(
      step.entries, title: \.title, refusal: { $0.kind == .rejected ? $0.summary : nil },
      why: \.why)
  }
}
