import Analyses
import CustomDump
import FlowEngine
import Scenarios
import Stores
import Testing

/// `Comparison`: the scenario replayed once per value of one setting, cells collected, and the
/// cells that differ from the first column marked.
@Suite("Comparison")
struct ComparisonTests {
  private static func scenario(_ name: String) throws -> Scenario {
    try #require(ScenarioLibrary.named(name))
  }

  private static let texasPrompt =
    "Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or "
    + "16 or over. It will learn “13–15”, not your birthdate."
  private static let rubyPrompt =
    "Share Your Age Range? “Landmarks” would like to know whether you are 12 or under, 13–15 or "
    + "16 or over. It will learn “12 or under”, not your birthdate."

  @Test(
    "the default values: the scenario's own first, then the others in order",
    arguments: [
      (CompareDimension.mode, ["ask-first", "always-share", "never-share"]),
      // Texas, the scenario's own, first; then every place in the table's order.
      (
        .region,
        ["US-TX"] + RegionTable.builtIn.places.map(\.code.rawValue).filter { $0 != "US-TX" }
      ),
      (.os, ["26.5", "26.0", "26.1", "26.2", "26.4", "27.0"]),
    ])
  func defaultValues(dimension: CompareDimension, values: [String]) throws {
    let comparison = try Comparison(scenario: Self.scenario("texas-teen"), by: dimension)
    expectNoDifference(comparison.columns.map(\.value), values)
    expectNoDifference(
      comparison.columns.map(\.isScenarioValue), [true] + values.dropFirst().map { _ in false })
    expectNoDifference(comparison.step, 4)
    expectNoDifference(comparison.stepCount, 4)
  }

  @Test("in Texas the sharing mode changes nothing: the law shares whatever the mode")
  func texasModes() throws {
    let comparison = try Comparison(scenario: Self.scenario("texas-teen"), by: .mode)
    expectNoDifference(comparison.differingCellCount, 0)
    expectNoDifference(comparison.differingAspects, [])
    expectNoDifference(
      comparison.differenceSummary,
      "No cell differs: Texas shares the age range automatically, whatever the sharing mode.")
  }

  /// A mode, then Ruby's screen, what she saw, what the app learned, and the flow.
  private static let rubyCases: [(String, [String], [String], [String], [String])] = [
    (
      "always-share", ["Landmarks", "Photo sharing: OFF"],
      ["Shared your age range with Landmarks."],
      ["response: sharing", "bounds: 12 or under", "declaration: guardianDeclared"],
      ["running (feature off), branch nothing-pending"]
    ),
    (
      "ask-first", ["Landmarks", "sheet: Share Your Age Range?"], [rubyPrompt],
      ["no age range yet"], ["checking-feature, branch nothing-pending"]
    ),
    (
      "never-share", ["Landmarks", "Photo sharing: OFF"], ["no prompt, sheet or notification"],
      ["response: declinedSharing"], ["running (feature off), branch nothing-pending"]
    ),
  ]

  @Test("Ruby's first launch under each mode", arguments: rubyCases)
  func rubyFirstLaunch(
    value: String, screen: [String], saw: [String], learned: [String], flow: [String]
  ) throws {
    let comparison = try Comparison(
      scenario: Self.scenario("sharing-modes"), by: .mode, at: 1)
    let column = try #require(comparison.columns.first { $0.value == value })
    expectNoDifference(column.cell(.screen)?.lines, screen)
    expectNoDifference(column.cell(.saw)?.lines, saw)
    expectNoDifference(column.cell(.learned)?.lines, learned)
    expectNoDifference(column.cell(.flow)?.lines, flow)
    expectNoDifference(column.cell(.parent)?.lines, ["Hannah not asked"])
    expectNoDifference(column.cell(.refused), nil)
  }

  @Test("Texas against the US after launch: every cell, and which differ")
  func texasAgainstUS() throws {
    let comparison = try Comparison(
      scenario: Self.scenario("texas-teen"), by: .region, values: ["us-tx", "US"], at: 1)
    expectNoDifference(comparison.stepDescription, "after walkthrough step 1 of 4 (launch)")
    expectNoDifference(
      comparison.columns,
      [
        CompareColumn(
          value: "US-TX", label: "US-TX Texas", isScenarioValue: true,
          cells: [
            CompareCell(aspect: .screen, lines: ["Ask to Continue"]),
            CompareCell(
              aspect: .saw, lines: ["Shared your age range with Landmarks (required in Texas)."]),
            CompareCell(
              aspect: .learned,
              lines: [
                "response: sharing", "bounds: 13–15", "declaration: guardianDeclared",
                "required: declaredAgeRangeRequired, significantAppChangeRequiresParentalConsent",
              ]),
            CompareCell(aspect: .flow, lines: ["needs-parental-approval (13–15), branch minor"]),
            CompareCell(aspect: .parent, lines: ["Carlos not asked"]),
          ]),
        CompareColumn(
          value: "US", label: "US United States (no app-store law)", isScenarioValue: false,
          cells: [
            CompareCell(
              aspect: .screen, lines: ["Landmarks", "sheet: Share Your Age Range?"],
              differs: true),
            CompareCell(aspect: .saw, lines: [Self.texasPrompt], differs: true),
            CompareCell(aspect: .learned, lines: ["no age range yet"], differs: true),
            CompareCell(
              aspect: .flow, lines: ["checking-feature, branch not-required"], differs: true),
            CompareCell(aspect: .parent, lines: ["Carlos not asked"]),
          ]),
      ])
    expectNoDifference(comparison.aspects, [.screen, .saw, .learned, .flow, .parent])
    expectNoDifference(comparison.differingAspects, [.screen, .saw, .learned, .flow])
  }

  static let answered = [
    "#1 answered “Approve”",
    "notified: Sofia sent you a request from Landmarks. Open Messages to answer.",
  ]

  // On 27.0 the app asks with askSignificantChangePermission, whose default flow shows the
  // acknowledgment alert first, so the script's Send (written for 26.x) finds no compose sheet.
  @Test(
    "texas-teen on every iOS version: the flow and the parent's side",
    arguments: [
      ("26.5", "running (feature off), branch minor", false, answered),
      ("26.0", "running (feature off), branch not-required", true, ["Carlos not asked"]),
      ("26.2", "running (feature off), branch minor", false, answered),
      ("26.4", "running (feature off), branch minor", false, answered),
      ("27.0", "needs-parental-approval (13–15), branch minor", true, ["#1 composing"]),
    ])
  func versions(version: String, flow: String, differs: Bool, parent: [String]) throws {
    let comparison = try Comparison(scenario: Self.scenario("texas-teen"), by: .os)
    let column = try #require(comparison.columns.first { $0.value == version })
    expectNoDifference(column.cell(.flow)?.lines, [flow])
    expectNoDifference(column.cell(.flow)?.differs, differs)
    expectNoDifference(column.cell(.parent)?.lines, parent)
  }

  @Test("a column whose script step has fewer automatic answers stops after all of them")
  func refusedSteps() throws {
    let comparison = try Comparison(
      scenario: Self.scenario("texas-teen"), by: .region, values: ["US-TX", "US"])
    expectNoDifference(comparison.aspects.last, .refused)
    let us = try #require(comparison.columns.last)
    expectNoDifference(
      us.cell(.refused)?.lines,
      [
        "step 2 (ask-parent): There is nothing to ask a parent about right now.",
        "step 3 (send): No Messages compose sheet is showing.",
        "step 4 (parent: approve): There is no question #1.",
      ])
    expectNoDifference(
      comparison.columns.first?.cell(.refused), CompareCell(aspect: .refused, lines: []))
  }

  /// A dimension, values, a step, and the message refusing them.
  private static let errorCases: [(CompareDimension, [String]?, Int?, String)] = [
    (
      CompareDimension.region, ["US", "FR"], nil,
      "--values: “FR” is not a region: use one of "
        + RegionTable.builtIn.places.map(\.code).joined(separator: ", ")
    ),
    (
      .mode, ["sometimes"], nil,
      "--values: “sometimes” is not a sharing mode: use one of always-share, ask-first, "
        + "never-share"
    ),
    (
      .os, ["25.0"], nil,
      "--values: “25.0” is not an iOS version: use one of 26.0, 26.1, 26.2, 26.4, 26.5, 27.0"
    ),
    (
      .os, [], nil,
      "--values: no value given: use one of 26.0, 26.1, 26.2, 26.4, 26.5, 27.0"
    ),
    (
      .mode, nil, 5,
      "--at: 5 is not a step of texas-teen: its walkthrough has steps 0–4 (0 is the start, 4 "
        + "the end)"
    ),
    (
      .mode, nil, -1,
      "--at: -1 is not a step of texas-teen: its walkthrough has steps 0–4 (0 is the start, 4 "
        + "the end)"
    ),
  ]

  @Test("bad values and steps name what is valid", arguments: errorCases)
  func errors(dimension: CompareDimension, values: [String]?, step: Int?, message: String) throws {
    let scenario = try Self.scenario("texas-teen")
    #expect(throws: CompareError(message)) {
      try Comparison(scenario: scenario, by: dimension, values: values, at: step)
    }
  }

  @Test("at the start every column is the scenario's world before any action")
  func start() throws {
    let comparison = try Comparison(scenario: Self.scenario("texas-teen"), by: .mode, at: 0)
    expectNoDifference(comparison.stepDescription, "at the start (before step 1 of 4)")
    expectNoDifference(comparison.stepAction, nil)
    expectNoDifference(comparison.differingCellCount, 0)
    expectNoDifference(comparison.columns.first?.cell(.flow)?.lines, ["not-running"])
  }
}
