import Analyses
import ArgumentParser
import Dispatch
import FlowEngine
import Scenarios
import StoreCommands
import Stores
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import Glibc
#else
  import Foundation
#endif

/// `agetui explore`: every combination of region, sharing mode, age, family, verification,
/// account, OS and answers, run to its outcome with every invariant checked after every step.
///
/// Parsing, the threads and printing live here; each store's sweep (Apple's `AppleExplorer`, the
/// default) is pure and single-threaded. The worlds are split into runs swept on every core and
/// merged in order, so the output does not depend on the number of threads.
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Run every combination of settings and answers; print a truth table of outcomes.",
    discussion:
      "Each world opens the default scenario's app (Landmarks 2.0 with a pending significant "
      + "change, photo sharing at 16) on --date; whatever shows is answered with the case's "
      + "answers, and a parent who never answers lets the question expire. Lists are "
      + "comma-separated; ages also take ranges (0-25). Every axis defaults to all its values."
      + "\n\nExit codes: 0 every invariant held; 1 an invariant broke (the shortest action "
      + "sequence that reproduces it is printed); 64 bad usage. See docs/explore.md."
  )

  @Option(help: "How to print the sweep: the collapsed table (text, markdown) or every row.")
  var format = FormatOption<PlatformExploreReport>(.text)

  @Option(
    help: ArgumentHelp(
      "The simulated day every world starts on.", valueName: "YYYY-MM-DD"),
    transform: SimDate.parseArgument)
  var date: SimDate = ExploreOptions.standardDate

  @OptionGroup var lawDates: LawDatesOption

  @Option(help: ArgumentHelp("Region codes (default: every built-in row).", valueName: "list"))
  var regions: String?

  @Option(
    help: ArgumentHelp(
      "Sharing modes: always-share, ask-first, never-share.", valueName: "list"))
  var modes: String?

  @Option(help: ArgumentHelp("Ages and age ranges (default: 0-25,30,42,70).", valueName: "list"))
  var ages: String?

  @Option(help: ArgumentHelp("The person's prompt answers: share, decline.", valueName: "list"))
  var prompt: String?

  @Option(
    help: ArgumentHelp("The parent's answers: approve, decline, never.", valueName: "list"))
  var parent: String?

  @Option(help: ArgumentHelp(ExploreCommand.platformsHelp, valueName: "list"))
  var platforms: String?

  @Option(
    help: ArgumentHelp(
      "Threads to sweep on (default: one per core).", valueName: "N"))
  var jobs: Int?

  @Flag(
    help: "Print on standard error how long the sweep and the report took, and states per second.")
  var timing = false

  @OptionGroup var stores: Stores.ExploreFlags

  /// `--platforms`' help: every registered store's sweep, the default first (before, it named
  /// Apple's and Google Play's only).
  static var platformsHelp: String {
    let names = Stores.exploreSweeps.map(\.platform.name)
    return "Platforms to sweep: \(names.joined(separator: ", ")) (default: \(names.first ?? ""))."
  }

  func validate() throws {
    if let jobs, !(1...256).contains(jobs) {
      throw ValidationError("--jobs must be between 1 and 256; got \(jobs)")
    }
  }

  func run() throws {
    let app = try ScenarioSource.defaultAppForCommand()
    let sweeps: [any PlatformSweep]
    do throws(ExploreOptionError) {
      sweeps = try ExploreSweepKind.sweeps(
        named: platforms, options: options(app: app), kinds: Stores.exploreSweeps)
    } catch {
      StandardError.line(
        "Error: \(error.message)\nSee 'agetui explore --help' for the values each option takes.")
      throw ExitCode.validationFailure
    }
    guard sweeps.count == 1, let sweep = sweeps.first else {
      try runPlatforms(sweeps)
      return
    }
    try runAlone(sweep)
  }

  /// One platform's sweep (Apple's by default) on every thread, printed as its own report.
  private func runAlone(_ sweep: some PlatformSweep) throws {
    let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let swept = Self.swept(sweep, jobs: threads)
    let section = swept.report()
    section.writeAlone(format.value, to: .unbufferedStandardOutput)
    if timing {
      let sweepSeconds = Self.seconds(from: swept.started, to: swept.finished)
      let reportSeconds = Self.seconds(from: swept.finished, to: DispatchTime.now())
      let rates =
        section.visited.map { visited in
          ": \(Int(Double(visited.states) / max(sweepSeconds, 1e-9))) states/s, "
            + "\(Int(Double(visited.transitions) / max(sweepSeconds, 1e-9))) transitions/s"
        } ?? ""
      StandardError.line(
        "explore: swept \(section.caseCount) cases (\(sweep.settingCount) worlds) on "
          + "\(threads) thread\(threads == 1 ? "" : "s") in \(Self.format(sweepSeconds)) s"
          + rates + "; report in \(Self.format(reportSeconds)) s")
    }
    guard section.passed else { throw ExitCode(1) }
  }

  static func seconds(from start: DispatchTime, to end: DispatchTime) -> Double {
    Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }

  /// `1.234`.
  static func format(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Sweeps `total` worlds in runs on `jobs` threads; the partials in any order.
  static func runs<Partial: Sendable>(
    of total: Int, jobs: Int, _ explore: @Sendable (Range<Int>) -> Partial
  ) -> [Partial] {
    let runCount = jobs == 1 ? 1 : min(total, jobs * 8)
    guard runCount > 1 else { return [explore(0..<total)] }
    let bounds = (0...runCount).map { $0 * total / runCount }
    let box = PartialBox<Partial>(count: runCount)
    DispatchQueue.concurrentPerform(iterations: runCount) { index in
      box.store(explore(bounds[index]..<bounds[index + 1]), at: index)
    }
    return box.partials
  }

  /// The partials the threads fill in, one slot each, behind a lock.
  private final class PartialBox<Partial: Sendable>: Sendable {
    private let slots: Mutex<[Partial?]>

    init(count: Int) {
      slots = Mutex(Array(repeating: nil, count: count))
    }

    func store(_ partial: Partial, at index: Int) {
      slots.withLock { $0[index] = partial }
    }

    var partials: [Partial] {
      slots.withLock { $0.compactMap { $0 } }
    }
  }

  // MARK: - Options

  /// The options given, by their names on the command line, for each platform's space to read.
  private func options(app: AppConfig) -> ExploreOptions {
    let shared: [(String, String?)] = [
      ("--regions", regions), ("--modes", modes), ("--ages", ages), ("--prompt", prompt),
      ("--parent", parent),
    ]
    let options = shared + stores.exploreStores.flatMap(\.given)
    return ExploreOptions(
      given: Dictionary(
        uniqueKeysWithValues: options.compactMap { name, text in text.map { (name, $0) } }),
      app: app, date: date, assumptions: Assumptions(lawDates: lawDates.reading))
  }
}
