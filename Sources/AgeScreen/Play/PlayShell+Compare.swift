import Analyses
import FlowEngine
import Scenarios

// MARK: - The compare overlay (`c`) on Google Play's side

extension PlayShell {
  /// Opens the comparison of the scenario's Play script at the current step, by sharing mode
  /// first, or closes it when it is open.
  mutating func toggleCompare() {
    guard compare == nil else {
      compare = nil
      return
    }
    showCompare { scenario, step, isOffScript throws(CompareError) in
      try CompareOverlay.opening(
        scenario, by: .mode, at: step, store: .googlePlay, isOffScript: isOffScript)
    }
  }

  /// Compares by the next setting (the platform after the SDK version, for a scenario on both
  /// stores), at the same step, from the first columns and rows.
  mutating func cycleCompare() {
    guard let open = compare else { return }
    showCompare { scenario, step, isOffScript throws(CompareError) in
      try open.cycled(in: scenario, at: step, isOffScript: isOffScript)
    }
  }

  /// Shows the overlay `make` replays from the scenario's start at the script step the session
  /// is on (where it left the script, when it has), or its error on the notice line.
  private mutating func showCompare(
    _ make: (Scenario, Int, Bool) throws(CompareError) -> CompareOverlay
  ) {
    guard let scenario = story.scenario else {
      notice = Notice(.info, "\(story.name) was not opened from a scenario: nothing to compare.")
      return
    }
    do throws(CompareError) {
      compare = try make(
        scenario, present.leftAt ?? present.position, present.leftAt != nil)
    } catch {
      notice = Notice(.error, error.message)
    }
  }
}
