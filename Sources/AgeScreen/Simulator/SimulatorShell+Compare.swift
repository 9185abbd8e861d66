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
    openCompare(by: .mode)
  }

  /// Compares by the next setting, at the same step, from the first columns and rows.
  mutating func cycleCompare(size: Size) {
    guard let open = compareOverlay else { return }
    let next = open.comparison.dimension.next
    guard open.platforms == nil else {
      openCompare(by: .mode)
      return
    }
    guard open.offersPlatform, next == CompareDimension.allCases.first else {
      openCompare(by: next)
      return
    }
    do throws(CompareError) {
      var platforms = open
      platforms.platforms = try PlatformComparison(scenario: scenario, scenariosWithBoth: [])
      platforms.offset = 0
      overlay = .compare(platforms)
    } catch {
      notice = Notice(.error, error.message)
    }
  }

  /// Whether the scenario names both stores, so Tab offers the platform.
  private var namesBothStores: Bool {
    scenario.platforms.contains(.apple) && scenario.platforms.contains(.googlePlay)
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
      overlay = .compare(
        CompareOverlay(comparison: comparison, note: note, offersPlatform: namesBothStores))
    } catch {
      notice = Notice(.error, error.message)
    }
  }

  mutating func scrollCompare(by delta: Int, pages: Bool, size: Size) {
    guard var compare = compareOverlay else { return }
    let area = overlayArea(at: size)
    let step = pages ? delta * compare.pageRows(in: area) : delta
    compare.offset = min(max(0, compare.offset + step), compare.maximumOffset(in: area))
    overlay = .compare(compare)
  }

  mutating func shiftCompare(by delta: Int, size: Size) {
    guard var compare = compareOverlay else { return }
    let limit = compare.maximumColumnOffset(in: overlayArea(at: size))
    compare.columnOffset = min(max(1, compare.columnOffset + delta), limit)
    overlay = .compare(compare)
  }
}
