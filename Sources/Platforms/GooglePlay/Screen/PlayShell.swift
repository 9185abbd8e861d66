import AgeScreen
import Analyses
import FlowEngine
import GooglePlay
import GooglePlayAnalyses
import GooglePlayScenarios
import PlayPresentation
import Scenarios

/// The TUI on a scenario's Google Play side: the child's Android phone, the parent's Family
/// Link, Settings with Play's rows, and Play Console (or the Timeline of Play's trace) in the
/// Apple shell's four slots, laid out, keyed, captioned and walked through as the Apple shell
/// is (its `ShellFrame`, key table, banner and overlays). A value: every action applies a
/// `PlayAction` through `GooglePlayPlatform.apply` to a copy of the world, and `u` returns to
/// the one before. Equatable, so a side restored from the journal can be held equal, whole, to
/// the one the keys built.
public struct PlayShell: Sendable, Equatable {
  /// The scenario's Play part.
  public let story: PlayStory
  /// The world after each script step; the first is the world before any.
  public let stepWorlds: [PlayWorld]
  /// The state shown.
  public var present: PlayMoment
  /// The states before, for `u`.
  public var past = SideUndoHistory<PlayWorld, PlayAction>()
  /// The focused pane.
  public var focus: Pane = .child
  /// Each pane's list position.
  public var lists = PerPane { _ in ScrollList(count: 0) }
  /// How far each document pane is scrolled.
  public var documentScroll = PerPane { _ in 0 }
  /// Whether the fourth pane shows the Timeline instead of Play Console.
  public var showsTimeline = false
  /// The notice line.
  public var notice: Notice?
  /// The one overlay open over the panes (help, narration, compare, the region picker), as
  /// on Apple's side.
  public var overlay: Overlay?
  /// The banner mode chosen with `b`; nil until then.
  public var bannerChoice: BannerMode?
  /// The walkthrough's auto-play (`a`), while it runs.
  public var autoplay: Autoplay?
  /// Whether AgeTUI's assumed wording carries `≈` (`W` toggles).
  public var showsWordingMarks = true
  /// The stores `c` compares, in `compare`'s order: Google Play's alone until the session
  /// hands the side Apple's shell's list.
  public var compareSides: [CompareSideKind] = [.googlePlay]
  /// The child's device pane 1 shows: the phone, or the other device (`d`).
  public internal(set) var shownDevice: DeviceID = .childPhone
  /// The other store of a scenario that names both (its name, for the footer and help), nil
  /// for a Google-only one.
  public var otherStore: String?
  /// That store's short name (its side's `shortTitle`), which a crowded footer shows.
  public var otherStoreShortTitle: String?
  /// The changes made since the journal last took them, oldest first.
  public var unsavedRecords: [PlayRecord] = []
  /// The lists a journal's replay has left to count (``countDeferredLists()``); empty at rest.
  var deferredLists: Set<Pane> = []
  /// The screen position the journal last took; a change to it is journaled after the
  /// update's history records.
  public var savedScreen: PlayScreen?
  /// The journal's "not saved" mark, shown in front of the notice line while it lasts.
  public var unsavedMark: String?

  /// Opens `story` at its start.
  public init(story: PlayStory, otherStore: String? = nil) {
    var worlds = [story.world]
    for step in story.steps {
      var world = worlds[worlds.count - 1]
      GooglePlayPlatform.apply(step.action, in: &world)
      worlds.append(world)
    }
    self.init(story: story, otherStore: otherStore, stepWorlds: worlds)
  }

  /// Opens `story` at its start, taking the world after each step from `run`, which played the
  /// same script already (`agetui run`'s pictures), rather than playing it again.
  public init(story: PlayStory, playedBy run: PlayRun) {
    self.init(story: story, otherStore: nil, stepWorlds: [run.initial] + run.steps.map(\.world))
  }

  private init(story: PlayStory, otherStore: String?, stepWorlds worlds: [PlayWorld]) {
    self.story = story
    self.otherStore = otherStore
    stepWorlds = worlds
    present = PlayMoment(world: story.world, position: 0, traceStart: story.world.trace.count)
    notice = Notice(
      .info,
      story.steps.isEmpty
        ? "Enter chooses · ? lists every key · \(story.title)"
        : "n starts the walkthrough · Enter chooses · ? lists every key · \(story.title)")
    refreshLists(following: true)
    savedScreen = screen
  }

  /// The world shown.
  public var world: PlayWorld { present.world }

  /// The number of script steps.
  public var scriptLength: Int { story.steps.count }

  /// The narration and caption of script step `number` (from 1).
  public func narration(ofStep number: Int) -> (text: String, caption: String) {
    let step = story.steps[number - 1]
    return (step.narration, step.caption)
  }

  // MARK: - Changing the world

  /// Applies one action someone takes on a screen, reporting what happened.
  public mutating func perform(_ action: PlayAction) {
    perform(action, deferringLists: [])
  }

  /// ``perform(_:)``, leaving the lists in `deferred` for ``countDeferredLists()``: a replay
  /// counts the lists that start over once, after its last action, rather than after each.
  mutating func perform(_ action: PlayAction, deferringLists deferred: Set<Pane>) {
    let requestsBefore = present.world.requests.count
    advance(by: action)
    if notice?.kind != .warning {
      follow(action, asking: world.requests.count > requestsBefore)
    }
    refreshLists(following: true, leaving: deferred)
    deferredLists.formUnion(deferred)
    if notice?.kind != .warning { showConsoleEnd(after: action) }
  }

  /// Moves to script position `position` for `cause` (the key's reason, which `u` names),
  /// keeping the present for `u`. `size` is the terminal the key was pressed on: a step that
  /// changes a setting selects its row in the rows Settings shows there (nil, as in a journal's
  /// replay, whose screen record then restores the view).
  public mutating func jump(to position: Int, cause: HistoryCause?, size: Size? = nil) {
    let settingsBefore = Set(settings.rows)
    let target = moveWalkthrough(to: position, cause: cause)
    if target > 0 {
      follow(
        story.steps[target - 1].action,
        asking: stepWorlds[target].requests.count > stepWorlds[target - 1].requests.count)
    }
    refreshLists(following: true)
    if target > 0, notice?.kind != .warning {
      showConsoleEnd(after: story.steps[target - 1].action)
      selectChangedSetting(before: settingsBefore, size: size)
    }
  }

  /// The action of script step `number`.
  public func stepAction(_ number: Int) -> PlayAction { story.steps[number - 1].action }

  /// Google Play's platform applies it.
  public static func apply(_ action: PlayAction, in world: inout PlayWorld) {
    GooglePlayPlatform.apply(action, in: &world)
  }

  /// The entries of Play's trace.
  public static func traceCount(of world: PlayWorld) -> Int { world.trace.count }

  /// An action as `u`'s notice names it: as a script writes it.
  public static func undoVerb(_ action: PlayAction) -> String { scriptText(action) }

  /// An action as a script writes it (``PlayVerb/text(for:)``).
  public static func scriptText(_ action: PlayAction) -> String { PlayVerb.text(for: action) }

  /// Focus follows the story: the pane where the action's result shows; Family Link when Play
  /// has just sent the parent a request (`asking`), whatever the action that made it due.
  private mutating func follow(_ action: PlayAction, asking: Bool) {
    guard !asking else {
      focus = .parent
      return
    }
    switch action {
    case .launch(let device), .close(let device), .checkAgain(let device),
      .answerSharingPrompt(let device, _), .install(let device):
      if world.flows[device] != nil { shownDevice = device }
      focus = .child
    case .parentAnswers: focus = .parent
    case .revoke:
      // What revoking does reaches the developer, in Play Console's list, not the app.
      focus = .timeline
      showsTimeline = false
    case .declareChange, .cancelChange, .setAgeRanges:
      focus = .timeline
      showsTimeline = false
    case .set(.sharingMode): focus = .parent
    case .advanceClock, .set: focus = .settings
    }
  }

  /// When a step's focus went to Settings, selects the first row whose value the step changed
  /// (none of `before`), as Apple's walkthrough does, so a row below the drawer's fold comes
  /// into view. A live key leaves the selection where the presenter put it.
  private mutating func selectChangedSetting(before: Set<PlaySettingsRow>, size: Size?) {
    guard focus == .settings,
      let changed = settings.rows.firstIndex(where: { !before.contains($0) })
    else { return }
    lists.settings.select(changed, rows: size.map { max(1, listRows(.settings, $0)) } ?? 1)
  }

  /// After a revocation Play Console shows its end, where the revocation list is (the pane
  /// clamps the scroll to its last row).
  private mutating func showConsoleEnd(after action: PlayAction) {
    if case .revoke = action { documentScroll.timeline = 1 << 20 }
  }

  /// Keeps every list's length in step with its pane, each as its component says
  /// (``ShellPane/refresh(_:count:following:rows:in:)``): the story moving on starts the device
  /// panes' buttons again at the first and shows the newest trace entry.
  public mutating func refreshLists(following: Bool) {
    refreshLists(following: following, leaving: [])
  }

  /// ``refreshLists(following:)`` but for the lists in `deferred`, which a replay's
  /// ``countDeferredLists()`` counts.
  mutating func refreshLists(following: Bool, leaving deferred: Set<Pane>) {
    if following { documentScroll = PerPane { _ in 0 } }
    for pane in Pane.allCases where !deferred.contains(pane) {
      refreshList(pane, following: following)
    }
  }

  /// Keeps `pane`'s list in step with its pane, as its component says.
  private mutating func refreshList(_ pane: Pane, following: Bool) {
    let component = Self.panes[pane]
    lists[pane] = component.refresh(
      lists[pane], count: component.itemCount(in: self), following: following, rows: 1, in: self)
  }

  /// Counts the lists a replay's actions left (``deferredLists``), as the last of those actions
  /// would have: nothing else has changed the shell since, and each of these lists starts over
  /// when the story moves on, whatever it held before.
  mutating func countDeferredLists() {
    for pane in Pane.allCases where deferredLists.contains(pane) {
      refreshList(pane, following: true)
    }
    deferredLists = []
  }

  /// The notice for the entries an action or step wrote (`world`'s from `start` on), a
  /// refusal's sentence being its typed reason's text.
  public static func notice(forTraceOf world: PlayWorld, from start: Int) -> Notice {
    .telling(world.trace[start...], title: \.title) { entry in
      guard case .refused(let refusal)? = entry.detail else { return nil }
      return refusal.text
    }
  }
}
