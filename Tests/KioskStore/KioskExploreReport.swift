import Analyses
import FlowEngine
import Reports

/// The kiosk's sweep as `explore --platforms` takes it: each age launched once on the kiosk,
/// and where the app's flow stopped. A third platform's own text, Markdown, JSON and CSV rows,
/// which `PlatformExploreReport` prints beside Apple's and Google Play's with no source file
/// knowing it.
struct KioskExploreReport: ExploreSection {
  /// Each age swept and the flow step the launch reached.
  var cases: [(age: Int, step: FlowStep)]

  /// Launches the app once per age in `ages`, from `world`.
  init(ages: [Int], from world: KioskWorld) {
    cases = ages.map { age in (age, Self.launched(at: age, from: world)) }
  }

  /// The cases, as the sweep's runs found them.
  init(cases: [(age: Int, step: FlowStep)]) {
    self.cases = cases
  }

  /// Where the app's flow stops when the child is `age` and launches it.
  static func launched(at age: Int, from world: KioskWorld) -> FlowStep {
    var world = world
    world.age = age
    world = world.playing(.launch(.childPhone), checking: true).world
    return world.flows[.childPhone]?.step ?? .notRunning
  }

  var platform: ExplorePlatform {
    ExplorePlatform(name: "kiosk", title: "Kiosk", jsonKey: "kiosk", csvColumns: ["kiosk_step"])
  }

  var passed: Bool { true }

  var caseCount: Int { cases.count }

  func writeAlone(_ format: ReportFormat, to output: ReportOutput) {
    switch format {
    case .text: output.write(cases.map { "kiosk age \($0.age): \($0.step)\n" }.joined())
    case .markdown: output.write("# Kiosk\n\n" + cases.map { "- \($0.age)\n" }.joined())
    case .json: output.write("{\"cases\": \(cases.count)}\n")
    case .csv: writeCSVRows(output.write, before: 0, after: 0)
    case .mermaid, .cast, .html, .svg, .png, .dot: break
    }
  }

  /// The case number and the age in the shared columns (the fourth is the age), the others
  /// empty, then the flow step in the kiosk's own column.
  func writeCSVRows(_ write: (String) -> Void, before: Int, after: Int) {
    let emptyShared = String(repeating: ",", count: ExploreTable.csvHeader.count - 4)
    for (index, sweep) in cases.enumerated() {
      write(
        "kiosk,\(index),,,\(sweep.age)\(emptyShared)" + String(repeating: ",", count: before)
          + ",\(sweep.step)" + String(repeating: ",", count: after) + "\n")
    }
  }
}

/// The kiosk's sweep as `explore` runs it: one world per age, cut into runs that may be explored
/// on any thread and merged in any order.
struct KioskSweep: PlatformSweep {
  let ages: [Int]
  let world: KioskWorld

  var platform: ExplorePlatform { KioskExploreReport(cases: []).platform }
  var settingCount: Int { ages.count }

  /// Each world of the run, by its index, and where the launch stopped.
  func explore(settings: Range<Int>) -> [(index: Int, step: FlowStep)] {
    settings.map { ($0, KioskExploreReport.launched(at: ages[$0], from: world)) }
  }

  func report(merging partials: [[(index: Int, step: FlowStep)]]) -> KioskExploreReport {
    KioskExploreReport(
      cases: partials.joined().sorted { $0.index < $1.index }.map { (ages[$0.index], $0.step) })
  }
}
