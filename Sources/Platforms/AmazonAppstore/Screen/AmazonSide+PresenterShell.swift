import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation
import FlowEngine
import Scenarios

// MARK: - What the presenter's one update reads of Amazon's side

extension AmazonSide: PresenterShell, RegionPickerHost {
  /// The `≈` marks set AgeTUI's wording apart from Amazon's.
  public static let wordingAuthor = "Amazon"

  /// Amazon's four components (``panes``), read through the side.
  public var panes: PerPane<any ShellPane<AmazonSide>> { Self.panes }

  /// The Amazon part's name.
  public var scenarioName: String { story.name }

  /// The simulated day now.
  public var today: SimDate { world.today }

  /// The story's scenario; nil for a story made in code.
  public var comparedScenario: Scenario? { story.scenario }

  /// `c` replays Amazon's side.
  public static var comparedPlatform: ScenarioPlatform { platform }

  /// The step reached, or the one the session left the walkthrough at.
  public var scriptPosition: Int { present.leftAt ?? present.position }

  /// Whether a live action took the session off the walkthrough.
  public var isOffScript: Bool { present.leftAt != nil }

  /// The mode chosen with `b`, or the standard for the terminal's height.
  public func bannerMode(size: Size) -> BannerMode {
    bannerChoice ?? .standard(rows: size.height, followedByNotes: false)
  }

  /// Amazon's screen laid out at `size`.
  public func keyLayout(size: Size) -> PaneMetrics {
    frame(size: size).metrics(size: size)
  }

  /// The picture `x` writes: the screen at `size`, named by the step it shows.
  public func frameRequest(size: Size) -> FrameRequest {
    FrameRequest(
      canvas: render(size: size), scenario: story.name, step: present.position,
      isLive: isOffScript)
  }

  /// Moves the walkthrough to `position`.
  public mutating func walk(to position: Int, cause: HistoryCause, size: Size) {
    jump(to: position, cause: cause)
  }

  /// `n`: the next step, or back onto the walkthrough after the step the session left; at the
  /// end, says so. Auto-play's last step stops it.
  public mutating func nextStep(cause: HistoryCause, size: Size) {
    let position = scriptPosition
    guard scriptLength > 0 else {
      autoplay = nil
      notice = WalkthroughNotice.noScript
      return
    }
    guard position < scriptLength else {
      if cause == .autoplay {
        autoplay = nil
        return
      }
      notice = WalkthroughNotice.scriptEnded(length: scriptLength, isLive: isOffScript)
      return
    }
    jump(to: position + 1, cause: cause)
    if cause == .autoplay, position + 1 >= scriptLength {
      autoplay = nil
      notice = Notice(.info, "Script step \(scriptLength)/\(scriptLength). End of the script.")
    }
  }

  /// `p`: the step before, or, off the walkthrough, the step the session left.
  public mutating func previousStep(size: Size) {
    guard isOffScript || present.position > 0 else {
      notice = WalkthroughNotice.alreadyAtStart
      return
    }
    jump(to: (present.leftAt.map { $0 + 1 } ?? present.position) - 1, cause: .previousStep)
  }

  /// The scenario picker opens on Apple's side (``StoreSession``); Amazon's alone has none.
  public mutating func openScenarioPicker(size: Size) {
    notice = Notice(.info, "Not on Amazon Appstore's side.")
  }

  /// Amazon shows the child no prompt to cancel (amazon.md §1).
  public mutating func cancelSheet() {
    notice = WalkthroughNotice.nothingToCancel
  }

  /// Amazon has no sharing mode.
  public mutating func cycleSharingMode() {
    notice = Notice(.info, "Amazon Appstore has no sharing mode: the row is always answered.")
  }

  /// One Fire tablet: nothing to switch.
  public mutating func switchDevice() {
    notice = Notice(.info, "This scenario has no second device.")
  }

  /// Amazon has no setting to share the age range again.
  public mutating func shareAgeRangeAgain() {
    notice = Notice(.info, "Not on Amazon Appstore's side.")
  }

  /// The speaker notes follow Apple's side; Amazon's banner does not change for them.
  public mutating func noteFollowedByNotes(_ followed: Bool) {}

  // MARK: - The region picker

  /// `Amazon Appstore`.
  public static var regionPickerStore: String { "Amazon Appstore" }

  /// Amazon's regions, the one in force first when Amazon's rules do not name it, each named
  /// from the scenario's region table and with where the law stands today.
  public var regionPickerRows: [RegionPickerRow] {
    let current = world.child.region
    let known = AmazonSettingsPresentation.regionChoices(world)
    let regions = story.scenario?.world.regions ?? .builtIn
    return (known.contains(current) ? known : [current] + known).map { code in
      RegionPickerRow(
        code: code, name: regions.region(code: code)?.name ?? code.rawValue,
        detail: AmazonSettingsPresentation.regionText(
          world.regionRules.rule(for: code), on: world.today))
    }
  }

  /// The child's region.
  public var regionInForce: RegionCode { world.child.region }

  /// Sets `code` as a live action.
  public mutating func pickRegion(_ code: RegionCode) {
    perform(.set(.region(code)))
  }
}
