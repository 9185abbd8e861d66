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

  /// Sweeps the platforms named and prints their report. Google Play's sweep starts once
  /// Apple's is done and runs while Apple's report is analysed and printed (one thread's work,
  /// which leaves a core free), so Play adds little to the wall clock.
  func runPlatforms(apple: ExploreSpace?, googlePlay: PlayExploreSpace) throws {
    let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let start = DispatchTime.now()
    var appleResult: (explorer: Explorer, result: ExploreResult)?
    if let apple {
      let explorer = Explorer(space: apple)
      appleResult = (explorer, Self.sweep(explorer, jobs: threads))
    }
    let appleSwept = DispatchTime.now()
    let play = PlayExplorer(space: googlePlay)
    let playSweep = PlaySweep()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      let result = PlayExplorePartial.merging(
        Self.runs(of: googlePlay.settingCount, jobs: threads) { play.explore(settings: $0) })
      playSweep.finish(result)
    }
    let appleReport = appleResult.map {
      ExploreReport(result: $0.result, reproductions: $0.explorer.reproductions(of: $0.result))
    }
    var writer = PlatformExploreReport.Writer(
      platforms: (appleReport == nil ? [] : [.apple]) + [.googlePlay], format: format.value,
      output: ReportOutput.unbufferedStandardOutput)
    writer.begin()
    if let appleReport { writer.write(appleReport) }
    group.wait()
    let playResult = playSweep.result ?? play.run()
    let report = PlayExploreReport(space: googlePlay, result: playResult)
    writer.write(report)
    let passed = (appleReport?.passed ?? true) && report.passed
    writer.end(passed: passed)
    if timing {
      let appleLine =
        appleResult.map {
          "apple \($0.result.caseCount) cases in "
            + Self.format(Self.seconds(from: start, to: appleSwept)) + " s; "
        } ?? ""
      StandardError.line(
        "explore: swept on \(threads) thread\(threads == 1 ? "" : "s"): \(appleLine)google-play "
          + "\(playResult.caseOutcomes.count) cases in "
          + Self.format(Self.seconds(from: appleSwept, to: playSweep.finished ?? appleSwept))
          + " s (beside Apple's report); whole command "
          + Self.format(Self.seconds(from: start, to: DispatchTime.now())) + " s")
    }
    guard passed else { throw ExitCode(1) }
  }

  /// Google Play's merged sweep and when it finished, handed from its thread to the printer.
  private final class PlaySweep: Sendable {
    private let state = Mutex<(PlayExplorePartial?, DispatchTime?)>((nil, nil))

    func finish(_ result: PlayExplorePartial) {
      let now = DispatchTime.now()
      state.withLock { $0 = (result, now) }
    }

    var result: PlayExplorePartial? { state.withLock { $0.0 } }
    var finished: DispatchTime? { state.withLock { $0.1 } }
  }
}
