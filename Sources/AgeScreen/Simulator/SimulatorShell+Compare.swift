import Analyses
import FlowEngine
import Scenarios

// MARK: - The compare overlay (`c`)

extension SimulatorShell {
  /// Opens the comparison of the scenario at the current walkthrough step, by sharing mode
  /// first, or closes it when it is open.
  mutating func toggleCompare() {
    guard compareOverlay == nil else {
      overlay = nil
      return
    }
    showCompare { shell throws(CompareError) in
      try CompareOverlay.opening(
        shell.scenario, by: .mode, at: shell.scriptPosition, store: .apple,
        isOffScript: shell.isOffScript)
    }
  }

  /// Compares by the next setting, at the same step, from the first columns and rows.
  mutating func cycleCompare() {
    guard let open = compareOverlay else { return }
    showCompare { shell throws(CompareError) in
      try open.cycled(
        in: shell.scenario, at: shell.scriptPosition, isOffScript: shell.isOffScript)
    }
  }

  /// Shows the overlay `make` replays from the scenario's start (the live session's cache and
  /// history stay out of it), or its error on the notice line.
  private mutating func showCompare(
    _ make: (SimulatorShell) throws(CompareError) -> CompareOverlay
  ) {
    do throws(CompareError) {
      overlay = .compare(try make(self))
    } catch {
      notice = Notice(.error, error.message)
    }
  }
}
