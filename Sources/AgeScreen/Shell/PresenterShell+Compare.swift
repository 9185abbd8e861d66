import Analyses
import Scenarios

// MARK: - The compare overlay (`c`) on any shell's side

extension PresenterShell {
  /// Opens the comparison of the scenario's side at the script step the session is on (where it
  /// left the script, when it has), by its store's first setting (the sharing mode on Apple and
  /// Google Play), or closes it when it is open.
  mutating func toggleCompare() {
    guard overlay?.compare == nil else {
      overlay = nil
      return
    }
    let kinds = compareSides
    let first =
      kinds.first { $0.platform == Self.comparedPlatform }?.dimensions.first ?? .mode
    showCompare { scenario, step, isOffScript throws(CompareError) in
      try CompareOverlay.opening(
        scenario, by: first, at: step, platform: Self.comparedPlatform, isOffScript: isOffScript,
        kinds: kinds)
    }
  }

  /// Compares by the next setting (the platform after the last, for a scenario on both
  /// stores), at the same step, from the first columns and rows.
  mutating func cycleCompare() {
    guard let open = overlay?.compare else { return }
    let kinds = compareSides
    showCompare { scenario, step, isOffScript throws(CompareError) in
      try open.cycled(in: scenario, at: step, isOffScript: isOffScript, kinds: kinds)
    }
  }

  /// Shows the overlay `make` replays from the scenario's start (the live session's cache and
  /// history stay out of it), or its error on the notice line.
  private mutating func showCompare(
    _ make: (Scenario, Int, Bool) throws(CompareError) -> CompareOverlay
  ) {
    guard let scenario = comparedScenario else {
      notice = Notice(.info, "\(scenarioName) was not opened from a scenario: nothing to compare.")
      return
    }
    do throws(CompareError) {
      overlay = .compare(try make(scenario, scriptPosition, isOffScript))
    } catch {
      notice = Notice(.error, error.message)
    }
  }

  /// The open picker, if any; setting nil closes only a picker.
  public var openPicker: OpenPicker? {
    get { overlay?.picker }
    set {
      overlay = .replacing(overlay, with: newValue.map { .picker($0) }, closing: openPicker != nil)
    }
  }
}
