import Analyses
import FlowEngine
import Scenarios

// MARK: - The compare overlay (`c`)

extension SimulatorShell {
  /// Opens the comparison of the scenario at the current walkthrough step, by sharing mode
  /// first, or closes it when it is open.
  mutating func toggleCompare() {
    guard overlays.compare == nil else {
      overlays.compare = nil
      return
    }
    openCompare(by: .mode)
  }

  /// Compares by the next setting, at the same step, from the first columns and rows.
  mutating func cycleCompare(size: Size) {
    guard let open = overlays.compare else { return }
    openCompare(by: open.comparison.dimension.next)
  }

  /// Replays the scenario from its start once per value of `dimension`, up to the current
  /// script position: the live session's cache and history stay out of it.
  private mutating func openCompare(by dimension: CompareDimension) {
    let position = scriptPosition
    do throws(CompareError) {
      let comparison = try Comparison(scenario: scenario, by: dimension, at: position)
      let note =
        isOffScript
        ? "Live changes since step \(position) are not in these columns: each replays the script."
        : nil
      overlays.compare = CompareOverlay(comparison: comparison, note: note)
    } catch {
      notice = Notice(.error, error.message)
    }
  }

  mutating func scrollCompare(by delta: Int, pages: Bool, size: Size) {
    guard var overlay = overlays.compare else { return }
    let area = overlayArea(at: size)
    let step = pages ? delta * overlay.pageRows(in: area) : delta
    overlay.offset = min(max(0, overlay.offset + step), overlay.maximumOffset(in: area))
    overlays.compare = overlay
  }

  mutating func shiftCompare(by delta: Int, size: Size) {
    guard var overlay = overlays.compare else { return }
    let limit = overlay.maximumColumnOffset(in: overlayArea(at: size))
    overlay.columnOffset = min(max(1, overlay.columnOffset + delta), limit)
    overlays.compare = overlay
  }
}
