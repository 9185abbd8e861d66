import Analyses
import AppleAnalyses
import CustomDump
import FlowEngine
import GooglePlay
import GooglePlayAnalyses
import Reports
import Stores
import Testing

@testable import KioskStore
@testable import TestSupport

/// A third platform's sweep in `explore --platforms`: the kiosk's section is printed after
/// Apple's and Google Play's in every format, its own CSV column after theirs, with no source
/// file knowing it.
@Suite struct KioskExploreSectionTests {
  /// The US-and-Texas sweep on Apple (24 cases).
  private func apple() throws -> AppleExploreReport {
    let explorer = AppleExplorer(space: try ExploreFixtures.usAndTexas())
    let result = explorer.run()
    return AppleExploreReport(result: result, reproductions: explorer.reproductions(of: result))
  }

  /// One Play case: a supervised 14-year-old in Texas who shares, with SDK 0.0.4.
  private func googlePlay() throws -> PlayExploreReport {
    var space = PlayExploreSpace(
      app: try ExploreFixtures.app(), date: SimulationFixtures.day("2026-09-14"))
    space.regions = ["US-TX"]
    space.sharingModes = [space.sharingModes[0]]
    space.ages = [14]
    space.supervised = [true]
    space.verifications = [space.verifications[0]]
    space.sdks = [.v004]
    space.changes = [space.changes[0]]
    space.promptAnswers = [.share]
    space.parentAnswers = [.approve]
    return PlayExploreReport(space: space, result: PlayExplorer(space: space).run())
  }

  /// The kiosk at 10, 15 and 20.
  private func kiosk() throws -> KioskExploreReport {
    KioskExploreReport(
      ages: [10, 15, 20],
      from: KioskWorld(
        birthdate: SimulationFixtures.day("2012-03-01"), age: 14,
        app: try SimulationFixtures.app()))
  }

  @Test func theKiosksTextFollowsApplesAndGooglePlays() throws {
    let (apple, play, kiosk) = (try apple(), try googlePlay(), try kiosk())
    let report = PlatformExploreReport(sections: [apple, play, kiosk])
    // Texas asks for a parent under 18, and blocks an adult the store has not verified.
    let kioskText =
      "kiosk age 10: needsParentalApproval(12 or under)\n"
      + "kiosk age 15: needsParentalApproval(13–15)\n"
      + "kiosk age 20: blocked(FlowEngine.BlockReason.unverifiedAdult)\n"
    expectNoDifference(
      report.rendered(.text),
      "Platforms: Apple, then Google Play, then Kiosk.\n\n" + apple.rendered(.text) + "\n"
        + PlatformExploreReport(sections: [play]).rendered(.text) + "\n" + kioskText)
    expectNoDifference(
      report.rendered(.markdown),
      apple.rendered(.markdown) + "\n"
        + PlatformExploreReport(sections: [play]).rendered(.markdown)
        + "\n# Kiosk\n\n- 10\n- 15\n- 20\n")
  }

  @Test func theKiosksJSONIsUnderItsKeyAndCountsInTheVerdict() throws {
    let (apple, play, kiosk) = (try apple(), try googlePlay(), try kiosk())
    let json = PlatformExploreReport(sections: [apple, play, kiosk]).rendered(.json)
    #expect(
      json.hasPrefix(
        "{\n  \"format\": \"agetui-explore-platforms\",\n  \"version\": 1,\n  \"platforms\": "
          + "[\"apple\", \"google-play\", \"kiosk\"],\n  \"apple\": "))
    #expect(
      json.hasSuffix(
        ",\n  \"kiosk\": {\"cases\": 3}\n,\n  \"passed\": \(apple.passed && play.passed)\n}\n"))
  }

  @Test func eachPlatformsOwnCSVColumnsStayEmptyOnTheOthersRows() throws {
    let (apple, play, kiosk) = (try apple(), try googlePlay(), try kiosk())
    let lines = PlatformExploreReport(sections: [apple, play, kiosk]).rendered(.csv)
      .split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
    expectNoDifference(
      Array(header.suffix(7)),
      ["mode_differs", "supervised", "sdk", "change", "access", "change_status", "kiosk_step"])
    expectNoDifference(lines.count, 1 + 24 + 1 + 3)
    for line in lines.dropFirst() {
      expectNoDifference(
        line.split(separator: ",", omittingEmptySubsequences: false).count, header.count)
    }
    #expect(lines[1].hasPrefix("apple,0,") && lines[1].hasSuffix(",,,,,,"))
    #expect(lines[25].hasPrefix("google-play,0,US-TX,") && lines[25].hasSuffix(","))
    expectNoDifference(
      lines[26],
      "kiosk,0,,,10" + String(repeating: ",", count: 21 + 5)
        + ",needsParentalApproval(12 or under)")
  }

  @Test func aloneTheKioskPrintsItsOwnReport() throws {
    let kiosk = try kiosk()
    expectNoDifference(PlatformExploreReport(sections: [kiosk]).rendered(.json), "{\"cases\": 3}\n")
    // Beside Apple's alone, Apple's rows leave one empty cell: the kiosk's column.
    let lines = PlatformExploreReport(sections: [try apple(), kiosk]).rendered(.csv)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasSuffix(",mode_differs,kiosk_step"))
    expectNoDifference(lines[1].split(separator: ",", omittingEmptySubsequences: false).count, 27)
    #expect(lines[1].hasPrefix("apple,0,US,") && lines[1].hasSuffix(","))
  }

  @Test func theKiosksSweepMergesItsRunsInAnyOrder() throws {
    let sweep = KioskSweep(
      ages: [10, 15, 20],
      world: KioskWorld(
        birthdate: SimulationFixtures.day("2012-03-01"), age: 14,
        app: try SimulationFixtures.app()))
    let whole = sweep.report(merging: [sweep.explore(settings: 0..<3)])
    let runs = sweep.report(
      merging: [sweep.explore(settings: 2..<3), sweep.explore(settings: 0..<2)])
    expectNoDifference(whole.caseCount, 3)
    expectNoDifference(whole.cases.map(\.age), [10, 15, 20])
    expectNoDifference(runs.cases.map(\.age), [10, 15, 20])
    expectNoDifference(runs.cases.map(\.step), whole.cases.map(\.step))
    #expect(runs.cases.map(\.step) == (try kiosk()).cases.map(\.step))
    expectNoDifference(sweep.platform.name, "kiosk")
  }

  /// `explore`'s platforms with the kiosk's after the built-in ones: its own option
  /// `--kiosk-ages` sets its ages.
  private func kinds() throws -> [ExploreSweepKind] {
    KioskFixtures.stores.map(\.exploreSweep)
  }

  /// `usAndTexas()`'s axes as `explore`'s options.
  private func options(_ extra: [String: String] = [:]) throws -> ExploreOptions {
    ExploreOptions(
      given: [
        "--regions": "US,US-TX", "--modes": "ask-first", "--ages": "14,42", "--family": "yes",
        "--verification": "none", "--signed-in": "yes", "--os": "26.5",
      ].merging(extra) { $1 },
      app: try ExploreFixtures.app(), date: ExploreOptions.standardDate)
  }

  /// A sweep's section, swept in one run.
  private func section(_ sweep: some PlatformSweep) -> any ExploreSection {
    sweep.report(merging: [sweep.explore(settings: 0..<sweep.settingCount)])
  }

  @Test func theKioskIsSweptFromTheListOfPlatformsAsTheStoresAre() throws {
    let sweeps = try ExploreSweepKind.sweeps(
      named: "kiosk, Apple", options: try options(["--kiosk-ages": "10,15,20"]),
      kinds: try kinds())
    expectNoDifference(sweeps.map(\.platform.name), ["apple", "kiosk"])
    let report = PlatformExploreReport(sections: sweeps.map { section($0) })
    expectNoDifference(
      report.rendered(.text),
      PlatformExploreReport(sections: [try apple(), try kiosk()]).rendered(.text))
    let alone = try ExploreSweepKind.sweeps(named: nil, options: try options(), kinds: try kinds())
    expectNoDifference(alone.map(\.platform.name), ["apple"])
  }

  @Test(
    "the list's names and own options make explore's usage errors",
    arguments: [
      (
        nil, ["--kiosk-ages": "10"],
        "--kiosk-ages sets a Kiosk axis; add --platforms kiosk (or apple,kiosk)"
      ),
      (
        "apple,google-play", ["--kiosk-ages": "10"],
        "--kiosk-ages sets a Kiosk axis; add --platforms kiosk (or apple,kiosk)"
      ),
      (
        "apple,shop", [:],
        ("--platforms: “shop” is not one of apple, google-play, amazon-appstore, kiosk")
      ),
      ("kiosk", ["--kiosk-ages": "ten"], "--kiosk-ages: “ten” is not one of "),
      ("kiosk", ["--os": "99"], "--os: “99” is not one of 26.0, 26.1, 26.2, 26.4, 26.5, 27.0"),
      ("kiosk,", [:], "--platforms has an empty item in “kiosk,”"),
    ] as [(String?, [String: String], String)])
  func usageErrors(platforms: String?, extra: [String: String], message: String) throws {
    let options = try options(extra)
    let kinds = try kinds()
    #expect(throws: ExploreOptionError(message)) {
      try ExploreSweepKind.sweeps(named: platforms, options: options, kinds: kinds)
    }
  }
}
