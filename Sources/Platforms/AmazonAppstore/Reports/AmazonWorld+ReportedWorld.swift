import AmazonAppstore
import AmazonAppstoreScenarios
import Reports
import Scenarios

extension AmazonWorld: ReportedWorld, StoreRunTerms {
  /// Inside the first store's document, Amazon's is under `amazonAppstore`.
  public static var jsonKey: String { "amazonAppstore" }
  /// Amazon Appstore.
  public static var storeName: String { "Amazon Appstore" }
  /// Amazon's device names (`child-fire-tablet`) and the space after them.
  public static var deviceColumnWidth: Int { 18 }
  /// Amazon's actors, the app first.
  public static var reportedActors: [(id: String, title: String)] {
    AmazonActor.allCases.map { ($0.rawValue, AmazonReportText.title($0)) }
  }

  /// The region, the profile and the app, in Amazon's terms.
  public static func worldLines(of run: AmazonRun) -> [(label: String, value: String)] {
    [
      ("Region", AmazonReportText.region(run.initial)),
      ("Profile", AmazonReportText.profile(run.initial, scenario: run.scenario)),
      ("App", AmazonReportText.app(run.initial)),
    ]
  }

  /// ``AmazonReportText/facts(_:)``.
  public static func facts(_ world: AmazonWorld) -> [(label: String, value: String)] {
    AmazonReportText.facts(world)
  }

  /// ``AmazonReportText/traceLine(_:)``.
  public static func traceLine(_ entry: AmazonTraceEntry) -> RunTraceLine {
    AmazonReportText.traceLine(entry)
  }

  /// The entry's actors and words.
  public static func message(_ entry: AmazonTraceEntry) -> PlatformRunMermaid.Message {
    (entry.from.rawValue, entry.to.rawValue, entry.kind, entry.summary)
  }

  /// The refusal's text.
  public static func refusalText(_ refusal: AmazonRefusal) -> String { refusal.text }

  /// `AmazonJSONReport` (format `agetui-amazon-run`).
  public static func json(of run: AmazonRun) -> JSONValue { AmazonJSONReport.document(run) }
}
