import GooglePlay
import GooglePlayScenarios
import Reports
import Scenarios

extension PlayWorld: ReportedWorld, StoreRunTerms {
  /// Inside Apple's document, Google Play's is under `googlePlay`.
  public static var jsonKey: String { "googlePlay" }
  /// Google Play.
  public static var storeName: String { "Google Play" }
  /// Play's device names (`child-android`) and the space after them.
  public static var deviceColumnWidth: Int { 15 }
  /// Play's actors, the app first.
  public static var reportedActors: [(id: String, title: String)] {
    PlayActor.allCases.map { ($0.rawValue, PlayReportText.title($0)) }
  }

  /// The region, the account and the app, in Google's terms.
  public static func worldLines(of run: PlayRun) -> [(label: String, value: String)] {
    [
      ("Region", PlayReportText.region(run.initial)),
      ("Account", PlayReportText.account(run.initial, scenario: run.scenario)),
      ("App", PlayReportText.app(run.initial)),
    ]
  }

  /// ``PlayReportText/facts(_:)``.
  public static func facts(_ world: PlayWorld) -> [(label: String, value: String)] {
    PlayReportText.facts(world)
  }

  /// ``PlayReportText/traceLine(_:)``.
  public static func traceLine(_ entry: PlayTraceEntry) -> RunTraceLine {
    PlayReportText.traceLine(entry)
  }

  /// The entry's actors and words.
  public static func message(_ entry: PlayTraceEntry) -> PlatformRunMermaid.Message {
    (entry.from.rawValue, entry.to.rawValue, entry.kind, entry.summary)
  }

  /// The refusal's text.
  public static func refusalText(_ refusal: PlayRefusal) -> String { refusal.text }

  /// `PlayJSONReport` (format `agetui-play-run`).
  public static func json(of run: PlayRun) -> JSONValue { PlayJSONReport.document(run) }
}
