import AgeScreen
import AmazonAppstore
import AmazonAppstorePresentation
import FlowEngine
import Scenarios

// MARK: - What the presenter's one update reads of Amazon's side

extension AmazonSide: PresenterShell, RegionPickerHost, WalkthroughSide {
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
