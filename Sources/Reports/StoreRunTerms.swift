import FlowEngine
import Scenarios

/// A store whose run is written in text, Markdown and Mermaid from its own terms alone: its
/// name, its world's lines, its facts at the end, its trace entries and its actors. Its
/// ``ReportedWorld`` conformance takes those three formats from here, so each is written once
/// for every such store; only its JSON, whose fields are the store's API's, is its own.
public protocol StoreRunTerms: ScenarioWorld {
  /// The store as the reports name it (`Google Play`).
  static var storeName: String { get }
  /// How wide the text report's device column is: the store's longest device name.
  static var deviceColumnWidth: Int { get }
  /// Every actor of the store in its order, with its title, for the sequence diagram.
  static var reportedActors: [(id: String, title: String)] { get }
  /// The simulated day the world is on.
  var today: SimDate { get }
  /// Every trace entry so far.
  var trace: AppendLog<Entry> { get }
  /// The world at the start of `run`: its region first, then the store's own lines (its
  /// account or profile, its app).
  static func worldLines(of run: PlatformRun<Self>) -> [(label: String, value: String)]
  /// What `world` holds, as the end of a report says it.
  static func facts(_ world: Self) -> [(label: String, value: String)]
  /// One trace entry as a report's row, in the store's terms.
  static func traceLine(_ entry: Entry) -> RunTraceLine
  /// One trace entry as a diagram's message.
  static func message(_ entry: Entry) -> PlatformRunMermaid.Message
  /// A refusal in the store's words.
  static func refusalText(_ refusal: Refusal) -> String
}

extension ReportedWorld where Self: StoreRunTerms {
  /// The run as plain text: the world, each step's caption, narration, trace, refusal and
  /// expectations, then what the world holds at the end.
  public static func text(of run: PlatformRun<Self>) -> String {
    let world = worldLines(of: run)
    var lines = TextReport.heading(run.scenario, name: "\(run.scenario.name) on \(storeName)")
    lines += world.prefix(1).map { "World on \(run.initial.today): \($0.value)" }
    lines += world.dropFirst().map { "\($0.label): \($0.value)" }
    lines += PlatformRunText.steps(
      of: run, lastSequence: run.final.trace.count, deviceWidth: deviceColumnWidth,
      line: traceLine)
    lines += ["", "Summary (\(storeName))"]
    lines += facts(run.final).map { "  \($0.label): \($0.value)" }
    lines.append("")
    lines += PlatformRunText.result(of: run)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The run's design spec in Markdown, its heading at the top level.
  public static func markdown(of run: PlatformRun<Self>, withChecks: Bool) -> String {
    PlatformRunMarkdown.text(
      run, store: storeName, withChecks: withChecks, heading: "#", today: run.initial.today,
      world: worldLines(of: run), facts: facts(run.final), refused: refusalText,
      line: traceLine)
  }

  /// The run as a Mermaid `sequenceDiagram`: one participant per actor that appears.
  public static func mermaid(of run: PlatformRun<Self>) -> String {
    PlatformRunMermaid.text(
      run, store: storeName, actors: reportedActors, first: reportedActors.first?.id ?? "",
      message: message)
  }
}
