import Analyses
import FlowEngine
import Scenarios

/// A platform's shell as the presenter drives it: Apple's ``AppleShell`` and each other
/// store's shell, which lives in its store's room. All keep the same chrome (the focused pane, its list and document scroll, the
/// one ``Overlay``, the banner, auto-play, the notice line) and take the same
/// ``ShellAction``s, so one update serves them all
/// (``updatePresenter(_:size:)``, PresenterShell+Update.swift): what every shell does the same
/// way (focus, moving and paging through a pane, choosing in it, the overlays' scrolling, the
/// banner, the wording marks, auto-play, reset and `w`, compare and the picker's overlay) is
/// written once there, and a platform answers only what is its own through the requirements
/// below (its history's undo and steps, its settings, its sheets, its pickers' entries, the
/// scenario and store compared).
public protocol PresenterShell: PersistentProgram, PaneHost, PickerHost {
  // MARK: The chrome every shell keeps

  /// The focused pane.
  var focus: Pane { get set }
  /// Each pane's list position.
  var lists: PerPane<ScrollList> { get set }
  /// How far each device pane's document is scrolled.
  var documentScroll: PerPane<Int> { get set }
  /// The notice line.
  var notice: Notice? { get set }
  /// The one overlay open over the panes.
  var overlay: Overlay? { get set }
  /// The banner mode chosen with `b`; nil until then.
  var bannerChoice: BannerMode? { get set }
  /// Auto-play, while it runs.
  var autoplay: Autoplay? { get set }
  /// The journal's "not saved" mark.
  var unsavedMark: String? { get set }
  /// Whether AgeTUI's assumed wording carries `≈`.
  var showsWordingMarks: Bool { get set }
  /// The stores `c` replays and the columns of its platform comparison, in `compare`'s order:
  /// Apple's and each side kind's, which the session (``StoreSides/compareSides``) hands every
  /// shell it holds.
  var compareSides: [CompareSideKind] { get set }

  // MARK: What the chrome reads of the platform

  /// The components in the four slots.
  var panes: PerPane<any ShellPane<Self>> { get }
  /// Whose wording the `≈` marks set apart from AgeTUI's: "Apple", "Google".
  static var wordingAuthor: String { get }
  /// The scenario's name, for the notices.
  var scenarioName: String { get }
  /// The simulated day now.
  var today: SimDate { get }
  /// The number of walkthrough steps.
  var scriptLength: Int { get }
  /// The step reached, or the one live actions left the script at.
  var scriptPosition: Int { get }
  /// Whether live actions have taken the session away from the script.
  var isOffScript: Bool { get }
  /// The narration of the walkthrough step on screen (``NarrationBanner/none`` off the script),
  /// which the banner, `v` and the footer's hints read (``bannerLines(size:)``).
  var narrationBanner: NarrationBanner { get }
  /// What the banner shows at `size`: the mode chosen with `b`, or the standard.
  func bannerMode(size: Size) -> BannerMode
  /// The layout of the screen the key was pressed on at `size`: how many rows each list shows,
  /// where each document is scrolled.
  func keyLayout(size: Size) -> PaneMetrics
  /// The picture `x` writes at `size`.
  func frameRequest(size: Size) -> FrameRequest
  /// The scenario `c` compares at the session's step; nil for a story made without one.
  var comparedScenario: Scenario? { get }
  /// The platform whose side `c` replays.
  static var comparedPlatform: ScenarioPlatform { get }

  // MARK: What the platform does itself

  /// Applies an action a person takes on a screen.
  mutating func perform(_ action: StoryAction)
  /// `u`: back to the state before the last change, saying what it took back.
  mutating func undo()
  /// Moves the walkthrough to script position `position` for `cause`, keeping the present for
  /// `u`; `size` is the terminal the key was pressed on.
  mutating func walk(to position: Int, cause: HistoryCause, size: Size)
  /// `n` (or auto-play's next step, `cause` `.autoplay`).
  mutating func nextStep(cause: HistoryCause, size: Size)
  /// `p`.
  mutating func previousStep(size: Size)
  /// `s`: the scenario picker, or why there is none.
  mutating func openScenarioPicker(size: Size)
  /// `l`: the region picker.
  mutating func openRegionPicker(size: Size)
  /// Enter in the open picker.
  mutating func choosePicked()
  /// `Esc` over a system prompt: its cancelling button, or why nothing happens.
  mutating func cancelSheet()
  /// `m`: the next sharing mode.
  mutating func cycleSharingMode()
  /// `d`: the other device.
  mutating func switchDevice()
  /// `g`: Share Age Range Again, or why there is none.
  mutating func shareAgeRangeAgain()
  /// Whether `agetui notes` follows the session from another terminal.
  mutating func noteFollowedByNotes(_ followed: Bool)
}

extension PresenterShell {
  /// Whether a step's narration is on screen (`v` has something to open).
  public var hasNarration: Bool { narrationBanner.hasNarration }

  /// The narration overlay, while it is open.
  public var narrationOverlay: TextOverlay? {
    narrationBanner.overlay(offset: overlay?.narrationOffset)
  }

  /// The walkthrough banner at `size`, before wrapping, as ``bannerMode(size:)`` says.
  public func bannerLines(size: Size) -> [Line] { narrationBanner.lines(bannerMode(size: size)) }

  /// Whether the banner shows less than the whole narration at `size`.
  public func isNarrationCut(size: Size) -> Bool {
    narrationBanner.isCut(bannerMode(size: size), size: size)
  }
}
