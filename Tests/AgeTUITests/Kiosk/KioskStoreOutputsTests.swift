import AgeScreen
import AppleReports
import AppleScenarios
import CustomDump
import Prompts
import Reports
import Scenarios
import StoreCommands
import Storyboard
import Testing

@testable import AgeTUI
@testable import AppleScreen
@testable import KioskStore
@testable import TestSupport

/// The proof that a store draws with the shared writers once it is registered: the kiosk, a
/// store of the tests' own, reaches `run`'s screen formats (cast, html, svg), `graph`'s formats
/// and the prompt gallery's pictures through its ``StoreRegistration`` alone (`runScreens`,
/// `graph`, `promptPictures`), written by the same `RunOutput`, `GraphCommand.Output` and
/// storyboard page writer as Apple's, Google Play's and Amazon's.
@Suite struct KioskStoreOutputsTests {
  private typealias F = KioskFixtures
  static let size = Size(width: 40, height: 6)

  /// The kiosk's file loaded with every registered section and the kiosk's.
  static func scenario() throws -> Scenario {
    try ScenarioLoader.load(F.file(), file: "kiosk.yaml", sections: F.sections)
  }

  /// The kiosk's side of the kiosk's file, played as `run` plays it, drawn by the kiosk's
  /// registered `runScreens` and written by `run`'s own output.
  static func output(step: RunStepArgument? = nil, devices: Bool = false) throws -> RunOutput {
    let scenario = try scenario()
    let run = AppleScenarioRunner.run(scenario)
    let report = RunReport(run)
    let request = RunScreenRequest(
      document: ScenarioDocument(file: "kiosk.yaml", text: F.file()), scenario: scenario,
      report: report, size: size, options: StoryboardOptions(showsWordingMarks: true),
      builtInCatalogue: { _ in PromptCatalogue(scenarios: [], sources: [], listing: nil) },
      promptSources: F.stores.compactMap(\.promptSource))
    let kind = try #require(F.stores.compactMap(\.runScreens).last)
    expectNoDifference(kind.platform, KioskSection.kiosk)
    let screens = try #require(kind.screens(request))
    return RunOutput(
      report: report, screens: screens, pageSides: [screens], scenario: scenario, step: step,
      devices: devices, argument: "kiosk.yaml")
  }

  /// The text lines of an SVG picture, in order, and its title.
  static func texts(of svg: String) -> (title: String?, lines: [String]) {
    let title = svg.firstMatch(of: /<title>([^<]*)<\/title>/).map { String($0.1) }
    return (title, svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) })
  }

  @Test("the cast walks the kiosk's script: a frame and a marker per step")
  func cast() throws {
    let cast = try Self.output().rendered(.cast)
    let lines = cast.split(separator: "\n").map(String.init)
    expectNoDifference(
      lines.first,
      #"{"version": 2, "width": 40, "height": 6, "title": "AgeTUI — kiosk-decline on Kiosk", "#
        + #""env": {"TERM": "xterm-256color"}}"#)
    expectNoDifference(
      lines.filter { $0.contains(#", "m", "#) },
      [
        #"[0.000, "m", "start"]"#, #"[3.000, "m", "step 1: launch"]"#,
        #"[6.000, "m", "step 2: ask-parent"]"#, #"[9.000, "m", "step 3: decline"]"#,
        #"[12.000, "m", "step 4: poll"]"#,
      ])
    expectNoDifference(lines.filter { $0.contains(#", "o", "#) }.count, 5)
    expectNoDifference(lines.last?.contains("running(featureEnabled: false"), true)
  }

  @Test(
    "svg draws the kiosk's screen after a step, a surface's first step, or the last",
    arguments: [
      (
        RunStepArgument.number(2), "after step 2",
        ["Kiosk · step 2/4", "waitingForParent(13–15, approvalID: 1)", "played ask-parent"]
      ),
      (
        RunStepArgument.surface("kiosk-waiting-for-parent"), "after step 2",
        ["Kiosk · step 2/4", "waitingForParent(13–15, approvalID: 1)", "played ask-parent"]
      ),
      (
        RunStepArgument.number(0), "after step 0",
        ["Kiosk · step 0/4", "notRunning", "n plays the kiosk&#39;s next step"]
      ),
      (
        nil, "after step 4",
        ["Kiosk · step 4/4", "running(featureEnabled: false, after: Op", "played poll"]
      ),
    ] as [(RunStepArgument?, String, [String])])
  func picture(step: RunStepArgument?, title: String, lines: [String]) throws {
    let svg = try Self.output(step: step).rendered(.svg)
    let texts = Self.texts(of: svg)
    expectNoDifference(texts.title, "AgeTUI — kiosk-decline on Kiosk \(title)")
    expectNoDifference(texts.lines, lines)
  }

  @Test(
    "what the kiosk's side cannot draw is a usage error, in the shared words",
    arguments: [
      (
        RunStepArgument.number(5), false, ReportFormat.svg,
        "--step 5 is out of range: kiosk-decline's Kiosk script has steps 0 (the start) to 4."
      ),
      (
        RunStepArgument.surface("kiosk-waiting-for-parnet"), false, .svg,
        "--step kiosk-waiting-for-parnet is neither a step number nor a surface of Kiosk's. Did you mean "
          + "kiosk-waiting-for-parent? Kiosk's surfaces (see `agetui prompts --platform "
          + "kiosk`): kiosk-waiting-for-parent."
      ),
      (
        nil, true, .svg,
        "--devices draws Apple's phones; Kiosk's side draws the TUI's screen."
      ),
      (
        RunStepArgument.number(1), false, .html,
        "--step shows one step of Apple's storyboard; Kiosk's page shows them all."
      ),
    ] as [(RunStepArgument?, Bool, ReportFormat, String)])
  func usageErrors(step: RunStepArgument?, devices: Bool, format: ReportFormat, message: String)
    throws
  {
    let output = try Self.output(step: step, devices: devices)
    #expect(throws: StoreUsageError(message)) { try output.rendered(format) }
  }

  @Test("html is the shared storyboard page: contents, a pictured step each, the legend")
  func storyboard() throws {
    let html = try Self.output().rendered(.html)
    expectNoDifference(
      Self.texts(of: html).title,
      "AgeTUI storyboard — kiosk-decline on Kiosk: The kiosk reads a decline as an approval")
    expectNoDifference(
      html.matches(of: /<li><a href="#step-(\d)">([^<]*)<\/a><\/li>/).map { "\($0.1) \($0.2)" },
      ["0 At the start", "1 launch", "2 ask-parent", "3 decline", "4 poll"])
    expectNoDifference(
      html.matches(of: /<title>(The kiosk [^<]*)<\/title>/).map { String($0.1) },
      [
        "The kiosk at the start", "The kiosk after step 1", "The kiosk after step 2",
        "The kiosk after step 3", "The kiosk after step 4",
      ])
    #expect(
      html.contains(
        "<p class=\"legend\">≈: AgeTUI&#39;s wording. The kiosk is a store of AgeTUI&#39;s "
          + "tests: every screen here is AgeTUI&#39;s.</p>"))
    #expect(html.contains("<dd class=\"failed\">✗ FAILED: an expectation failed</dd>"))
  }

  @Test("graph draws the kiosk's app flow and approval, generated from its actions")
  func graph() throws {
    let kind = try #require(F.stores.compactMap(\.graph).last)
    expectNoDifference(kind.platform, KioskSection.kiosk)
    expectNoDifference(
      kind.allEdgesRefusal,
      "--all-edges unfolds the app flow's close edges; the kiosk's diagram "
        + "(--platform kiosk) has none to unfold")
    let output = GraphCommand.Output(
      drawing: kind.drawing(try SimulationFixtures.app(), false), file: nil)
    #expect(
      try output.rendered(.dot) == """
        digraph kiosk_approval {
          rankdir=LR;
          start [shape=point];
          blocked_declined [label="app blocked, approval declined"];
          needs_parental_approval_none [label="app needs-parental-approval, approval none"];
          not_running_none [label="app not-running, approval none"];
          running_approved [label="app running, approval approved"];
          waiting_for_parent_approved [label="app waiting-for-parent, approval approved"];
          waiting_for_parent_declined [label="app waiting-for-parent, approval declined"];
          waiting_for_parent_pending [label="app waiting-for-parent, approval pending"];
          start -> not_running_none;
          needs_parental_approval_none -> waiting_for_parent_pending [label="ask-parent"];
          not_running_none -> needs_parental_approval_none [label="launch"];
          waiting_for_parent_approved -> running_approved [label="poll"];
          waiting_for_parent_declined -> blocked_declined [label="poll"];
          waiting_for_parent_pending -> waiting_for_parent_approved [label="approve"];
          waiting_for_parent_pending -> waiting_for_parent_declined [label="decline"];
        }

        """)
    #expect(
      try output.rendered(.mermaid) == """
        stateDiagram-v2
          state "app blocked, approval declined" as blocked_declined
          state "app needs-parental-approval, approval none" as needs_parental_approval_none
          state "app not-running, approval none" as not_running_none
          state "app running, approval approved" as running_approved
          state "app waiting-for-parent, approval approved" as waiting_for_parent_approved
          state "app waiting-for-parent, approval declined" as waiting_for_parent_declined
          state "app waiting-for-parent, approval pending" as waiting_for_parent_pending
          [*] --> not_running_none
          needs_parental_approval_none --> waiting_for_parent_pending: ask-parent
          not_running_none --> needs_parental_approval_none: launch
          waiting_for_parent_approved --> running_approved: poll
          waiting_for_parent_declined --> blocked_declined: poll
          waiting_for_parent_pending --> waiting_for_parent_approved: approve
          waiting_for_parent_pending --> waiting_for_parent_declined: decline

        """)
  }

  @Test("the gallery's picture of the kiosk's surface is its screen at the reaching step")
  func promptPicture() throws {
    let scenario = try Self.scenario()
    let catalogue = PromptCatalogue(
      scenarios: [scenario], sources: F.stores.compactMap(\.promptSource),
      listing: [KioskSection.kiosk])
    let entry = try #require(catalogue.sections.flatMap(\.entries).first)
    let reach = try #require(entry.reach)
    expectNoDifference(reach.step, 2)
    let kind = try #require(F.stores.compactMap(\.promptPictures).last)
    expectNoDifference(kind.platform, KioskSection.kiosk)
    var pictures = kind.pictures()
    let picture = pictures.picture(of: entry, reach: reach, in: scenario)
    let texts = Self.texts(of: try #require(picture))
    expectNoDifference(texts.title, "AgeTUI — kiosk-decline on Kiosk after step 2")
    expectNoDifference(
      texts.lines,
      ["Kiosk · step 2/4", "waitingForParent(13–15, approvalID: 1)", "played ask-parent"])
  }
}
