import AgeScreen
import AmazonAppstore
import AmazonAppstoreAnalyses
import AmazonAppstorePresentation
import AmazonAppstoreScenarios
import Analyses
import FlowEngine
import Scenarios

/// The TUI on a scenario's Amazon Appstore side: the child's Fire tablet, the parent's side,
/// Settings with Amazon's rows, and the Developer Console (or the Timeline of Amazon's trace) in
/// the Apple shell's four slots, laid out, keyed, captioned and walked through by the shared
/// components (``PresenterShell``, `ShellFrame`, the key table, the banner and overlays). A
/// value: every action applies an `AmazonAction` through `AmazonPlatform.apply` to a copy of
/// the world, and `u` returns to the one before.
public struct AmazonSide: Sendable, Equatable {
  /// The scenario's Amazon part.
  public let story: AmazonStory
  /// The world after each walkthrough step; the first is the world before any.
  public let stepWorlds: [AmazonWorld]
  /// The state shown.
  public var present: AmazonMoment
  /// The states before, for `u`, oldest first.
  public var past = SideUndoHistory<AmazonWorld, AmazonAction>()
  /// The focused pane.
  public var focus: Pane = .child
  /// Each pane's list position.
  public var lists = PerPane { _ in ScrollList(count: 0) }
  /// How far each document pane is scrolled.
  public var documentScroll = PerPane { _ in 0 }
  /// Whether the fourth pane shows the Timeline instead of the Developer Console.
  public var showsTimeline = false
  /// The notice line.
  public var notice: Notice?
  /// The one overlay open over the panes.
  public var overlay: Overlay?
  /// The banner mode chosen with `b`; nil until then.
  public var bannerChoice: BannerMode?
  /// The walkthrough's auto-play (`a`), while it runs.
  public var autoplay: Autoplay?
  /// Whether AgeTUI's invented wording carries `≈` (`W` toggles).
  public var showsWordingMarks = true
  /// The stores `c` compares, in `compare`'s order: Amazon's alone until the session hands the
  /// side every registered store's.
  public var compareSides: [CompareSideKind] = [.amazonAppstore]
  /// The other store `o` shows next, nil when `o` switches nothing.
  public var otherStore: String?
  /// That store's short name (its side's `shortTitle`), which a crowded footer shows.
  public var otherStoreShortTitle: String?
  /// The journal's "not saved" mark.
  public var unsavedMark: String?
  /// The changes made since the journal last took them, oldest first.
  public var unsavedRecords: [AmazonRecord] = []
  /// The screen position the journal last took.
  public var savedScreen: AmazonScreenPosition?

  /// Opens `story` at its start.
  public init(story: AmazonStory, otherStore: String? = nil) {
    var worlds = [story.world]
    for step in story.steps {
      var world = worlds[worlds.count - 1]
      AmazonPlatform.apply(step.action, in: &world)
      worlds.append(world)
    }
    self.story = story
    self.otherStore = otherStore
    stepWorlds = worlds
    present = AmazonMoment(world: story.world, position: 0, traceStart: story.world.trace.count)
    notice = Notice(
      .info,
      story.steps.isEmpty
        ? "Enter chooses · ? lists every key · \(story.title)"
        : "n starts the walkthrough · Enter chooses · ? lists every key · \(story.title)")
    refreshLists(following: true)
    savedScreen = screen
  }

  /// The world shown.
  public var world: AmazonWorld { present.world }

  /// The number of walkthrough steps.
  public var scriptLength: Int { story.steps.count }

  /// The narration and caption of walkthrough step `number` (from 1).
  public func narration(ofStep number: Int) -> (text: String, caption: String) {
    let step = story.steps[number - 1]
    return (step.narration, step.caption)
  }

  // MARK: - Changing the world

  /// Applies one action someone takes on a screen, saying what happened.
  public mutating func perform(_ action: AmazonAction) {
    advance(by: action)
    refreshLists(following: true)
  }

  /// Moves to walkthrough position `position` for `cause`, keeping the present for `u`; the
  /// focus follows the step to the pane where its result shows.
  public mutating func jump(to position: Int, cause: HistoryCause?, size: Size? = nil) {
    let target = moveWalkthrough(to: position, cause: cause)
    if target > 0, notice?.kind != .warning { follow(story.steps[target - 1].action) }
    refreshLists(following: true)
  }

  /// The action of walkthrough step `number`.
  public func stepAction(_ number: Int) -> AmazonAction { story.steps[number - 1].action }

  /// Amazon's platform applies it.
  public static func apply(_ action: AmazonAction, in world: inout AmazonWorld) {
    AmazonPlatform.apply(action, in: &world)
  }

  /// The entries of Amazon's trace.
  public static func traceCount(of world: AmazonWorld) -> Int { world.trace.count }

  /// A walkthrough step's focus: the pane where its result shows.
  private mutating func follow(_ action: AmazonAction) {
    switch action {
    case .launch, .close, .queryAgain: focus = .child
    case .parentConsents, .parentWithholds: focus = .parent
    case .reportChange, .parentRevokes:
      // A report and a revocation reach the developer, in the Developer Console.
      focus = .timeline
      showsTimeline = false
    case .advanceClock, .set: focus = .settings
    }
  }

  /// Keeps every list's length in step with its pane, each as its component says.
  public mutating func refreshLists(following: Bool) {
    if following { documentScroll = PerPane { _ in 0 } }
    for pane in Pane.allCases {
      let component = Self.panes[pane]
      lists[pane] = component.refresh(
        lists[pane], count: component.itemCount(in: self), following: following, rows: 1,
        in: self)
    }
  }

  /// The notice for the entries an action or step wrote (`world`'s from `start` on), a
  /// refusal's sentence being its typed reason's text.
  public static func notice(forTraceOf world: AmazonWorld, from start: Int) -> Notice {
    .telling(world.trace[start...], title: \.title) { entry in
      guard case .refused(let refusal)? = entry.detail else { return nil }
      return refusal.text
    }
  }

  /// An action as a script writes it (``AmazonVerb/text(for:)``).
  public static func scriptText(_ action: AmazonAction) -> String {
    AmazonVerb.text(for: action)
  }

  /// An action as the undo notice names it.
  public static func undoVerb(_ action: AmazonAction) -> String {
    switch action {
    case .launch(let device): "open the app on \(device.amazonName)"
    case .close(let device): "close the app on \(device.amazonName)"
    case .queryAgain(let device): "query again on \(device.amazonName)"
    case .reportChange(let id, _): "report \(id)"
    case .parentConsents: "the parent's consent"
    case .parentWithholds: "the parent withholding consent"
    case .parentRevokes: "the parent's revocation"
    case .advanceClock(let days): "+\(days) days"
    case .set(let setting): setting.summary
    }
  }
}
