import Analyses
import ArgumentParser
import Dispatch
import Reports
import Stores
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--platforms`: the platforms of `Stores.exploreSweeps` swept side by side, on the same
/// threads, and a report with a section per platform.
extension ExploreCommand {
  /// Sweeps the platforms named, in order, and prints their report: each sweep after the
  /// first starts once the one before is swept, and runs while that one's report is made and
  /// printed (one thread's work, which leaves the other cores to it), so a second platform adds
  /// little to the wall clock.
  func runPlatforms(_ sweeps: [any PlatformSweep]) throws {
    guard let first = sweeps.first else { return }
    let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let start = DispatchTime.now()
    var writer = PlatformExploreReport.Writer(
      platforms: sweeps.map(\.platform), format: format.value,
      output: ReportOutput.unbufferedStandardOutput)
    writer.begin()
    var timings: [String] = []
    var passed = true
    var swept = Self.swept(first, jobs: threads)
    for index in sweeps.indices {
      let next = SweepHandoff()
      let group = DispatchGroup()
      if sweeps.indices.contains(index + 1) {
        let sweep = sweeps[index + 1]
        DispatchQueue.global().async(group: group) {
          next.finish(Self.swept(sweep, jobs: threads))
        }
      }
      let section = swept.report()
      writer.write(section)
      passed = passed && section.passed
      timings.append(
        "\(section.platform.name) \(section.caseCount) cases in "
          + Self.format(Self.seconds(from: swept.started, to: swept.finished))
          + " s" + (index > 0 ? " (beside \(sweeps[index - 1].platform.title)'s report)" : ""))
      group.wait()
      if let handed = next.swept { swept = handed }
    }
    writer.end(passed: passed)
    if timing {
      StandardError.line(
        "explore: swept on \(threads) thread\(threads == 1 ? "" : "s"): "
          + timings.joined(separator: "; ") + "; whole command "
          + Self.format(Self.seconds(from: start, to: DispatchTime.now())) + " s")
    }
    guard passed else { throw ExitCode(1) }
  }

  /// A platform's runs swept on `jobs` threads, with when the sweep started and finished; its
  /// report is made on demand (`report`), so the next sweep can run meanwhile.
  static func swept<Sweep: PlatformSweep>(_ sweep: Sweep, jobs: Int) -> SweptPlatform {
    let started = DispatchTime.now()
    let partials = runs(of: sweep.settingCount, jobs: jobs) { sweep.explore(settings: $0) }
    return SweptPlatform(
      started: started, finished: DispatchTime.now(),
      report: { sweep.report(merging: partials) })
  }

  /// A sweep's runs, done, and how to make its report.
  struct SweptPlatform: Sendable {
    /// When the sweep started.
    let started: DispatchTime
    /// When its last run finished.
    let finished: DispatchTime
    /// Its report, merged from the runs.
    let report: @Sendable () -> any ExploreSection
  }

  /// The next platform's sweep, handed from its thread to the printer.
  private final class SweepHandoff: Sendable {
    private let state = Mutex<SweptPlatform?>(nil)

    func finish(_ swept: SweptPlatform) {
      state.withLock { $0 = swept }
    }

    var swept: SweptPlatform? { state.withLock { $0 } }
  }
}
