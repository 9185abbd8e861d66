import AgeScreen
import FlowEngine
import Scenarios

// MARK: - What the presenter's one update reads of Google Play's shell

extension PlayShell: PresenterShell {
  /// The `≈` marks set AgeTUI's wording apart from Google's.
  public static let wordingAuthor = "Google"

  /// Play's four components (``panes``), read through the shell.
  public var panes: PerPane<any ShellPane<PlayShell>> { Self.panes }

  /// The Play part's name.
  public var scenarioName: String { story.name }

  /// The simulated day now.
  public var today: SimDate { world.today }

  /// The story's scenario; nil for a story made in code without one.
  public var comparedScenario: Scenario? { story.scenario }

  /// `c` replays Google Play's side.
  public static let comparedPlatform = ScenarioPlatform.googlePlay

  /// The step reached, or the one the session left the script at.
  public var scriptPosition: Int { present.leftAt ?? present.position }

  /// Whether a live action took the session off the script.
  public var isOffScript: Bool { present.leftAt != nil }

  /// The mode chosen with `b`, or the standard for the terminal's height (the speaker notes
  /// follow Apple's side only).
  public func bannerMode(size: Size) -> BannerMode {
    bannerChoice ?? .standard(rows: size.height, followedByNotes: false)
  }

  /// Play's screen laid out at `size`.
  public func keyLayout(size: Size) -> PaneMetrics {
    frame(size: size).metrics(size: size)
  }

  /// The picture `x` writes: the screen at `size`, named by the step it shows.
  public func frameRequest(size: Size) -> FrameRequest {
    FrameRequest(
      canvas: render(size: size), scenario: story.name, step: present.position,
      isLive: isOffScript)
  }

  /// Moves the walkthrough to `position` of Play's script.
  public mutating func walk(to position: Int, cause: HistoryCause, size: Size) {
    jump(to: position, cause: cause, size: size)
  }

  /// The scenario picker opens on Apple's side (``StoreSession``); Play's alone has none.
  public mutating func openScenarioPicker(size: Size) {
    notice = Notice(.info, "Not on Google Play's side.")
  }

  /// Play has no setting to share the age range again.
  public mutating func shareAgeRangeAgain() {
    notice = Notice(.info, "Not on Google Play's side.")
  }

  /// The speaker notes follow Apple's side; Play's banner does not change for them.
  public mutating func noteFollowedByNotes(_ followed: Bool) {}
}
