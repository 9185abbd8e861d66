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
    cases = ages.map { age in
      var world = world
      world.age = age
      world = world.playing(.launch(.childPhone), checking: true).world
      return (age, world.flows[.childPhone]?.step ?? .notRunning)
    }
  }

  var platform: ExplorePlatform {
    ExplorePlatform(name: "kiosk", title: "Kiosk", jsonKey: "kiosk", csvColumns: ["kiosk_step"])
  }

  var passed: Bool { true }

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
    let emptyShared = String(repeating: ",", count: ExploreReport.csvHeader.count - 4)
    for (index, sweep) in cases.enumerated() {
      write(
        "kiosk,\(index),,,\(sweep.age)\(emptyShared)" + String(repeating: ",", count: before)
          + ",\(sweep.step)" + String(repeating: ",", count: after) + "\n")
    }
  }
}
