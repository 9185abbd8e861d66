import Analyses
import Apple
import ArgumentParser
import Dispatch
import FlowEngine
import GooglePlay
import Reports
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--platforms`: Google Play as an axis of the sweep. Apple alone (the default) is the sweep
/// as it always was; with `google-play` Play's own space is swept too, on the same threads, and
/// the report carries a section per platform.
extension ExploreCommand {
  /// The platforms `--platforms` names, Apple first.
  private var platformNames: [String] {
    get throws {
      guard let platforms else { return ["apple"] }
      let names = try Self.list(
        platforms, option: "--platforms", known: ["apple", GooglePlayPlatform.name]
      ) { text -> String? in
        let name = text.lowercased()
        return ["apple", GooglePlayPlatform.name].contains(name) ? name : nil
      }
      return ["apple", GooglePlayPlatform.name].filter(names.contains)
    }
  }

  /// Whether Apple's sweep runs.
  var includesApple: Bool {
    (try? platformNames.contains("apple")) ?? true
  }

  /// Play's space when `--platforms` names Google Play, else nil; Play-only options without it
  /// are a usage error.
  func makePlaySpace(app: AppConfig) throws -> PlayExploreSpace? {
    guard try platformNames.contains(GooglePlayPlatform.name) else {
      let playOptions = [
        ("--supervised", supervised), ("--tiers", tiers), ("--sdk", sdk), ("--change", change),
      ].filter { $0.1 != nil }.map(\.0)
      if let first = playOptions.first {
        throw ValidationError(
          "\(first) sets a Google Play axis; add --platforms google-play (or apple,google-play)")
      }
      return nil
    }
    var space = PlayExploreSpace(app: app, date: date)
    if let regions {
      space.regions = try Self.list(regions, option: "--regions", known: []) {
        RegionCode($0.uppercased())
      }
    }
    if let modes {
      space.sharingModes = try Self.list(modes, option: "--modes", PlayAccount.SharingMode.self)
    }
    if let ages { space.ages = try Self.ages(ages) }
    let answers = try answerLists()
    space.promptAnswers = answers.prompt ?? space.promptAnswers
    space.parentAnswers = answers.parent ?? space.parentAnswers
    if let supervised {
      space.supervised = try Self.list(
        supervised, option: "--supervised", known: ["yes", "no"], Self.yesNo)
    }
    if let tiers {
      space.verifications = try Self.list(tiers, option: "--tiers", PlayAccount.Verification.self)
    }
    if let sdk { space.sdks = try Self.list(sdk, option: "--sdk", AgeSignalsSDK.self) }
    if let change {
      space.changes = try Self.list(change, option: "--change", PlayExploreChange.self)
    }
    try Self.refuse(space.problems)
    return space
  }

  /// Sweeps the platforms named, in order, and prints their report: each sweep after the
  /// first starts once the one before is swept, and runs while that one's report is made and
  /// printed (one thread's work, which leaves the other cores to it), so a second platform adds
  /// little to the wall clock.
  func runPlatforms(apple: ExploreSpace?, googlePlay: PlayExploreSpace) throws {
    let sweeps: [any PlatformSweep] =
      (apple.map { [Explorer(space: $0)] } ?? []) + [PlayExplorer(space: googlePlay)]
    let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let start = DispatchTime.now()
    var writer = PlatformExploreReport.Writer(
      platforms: sweeps.map(\.platform), format: format.value,
      output: ReportOutput.unbufferedStandardOutput)
    writer.begin()
    var timings: [String] = []
    var passed = true
    var swept = Self.swept(sweeps[0], jobs: threads)
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
