import AmazonAppstore
import Analyses
import FlowEngine
import Reports
import Scenarios

/// Amazon's sweep as `explore` reports it: every case's launch row, final step and broken
/// invariants, grouped by the row the app read at launch.
public struct AmazonExploreReport: Hashable, Sendable {
  /// The rules checked after every action (docs/assumptions.md, "Amazon Appstore").
  public static let rules: [Invariant] = [
    .appNeverLearnsExactAge, .onlyParentAnswers, .declinedOrExpiredNeverUnblocks,
  ]
  /// Amazon's own CSV columns, after the shared ones.
  public static let csvExtraHeader = [
    "amazon_date", "amazon_consent", "amazon_supervised", "amazon_source", "amazon_launch",
    "amazon_step",
  ]

  /// Every case's outcome, in the space's order.
  public var outcomes: [AmazonExploreOutcome]

  /// The report of `outcomes`.
  public init(outcomes: [AmazonExploreOutcome]) {
    self.outcomes = outcomes
  }

  /// Whether no case broke an invariant.
  public var passed: Bool { outcomes.allSatisfy(\.violations.isEmpty) }

  /// How many actions the sweep applied.
  public var actionCount: Int { outcomes.count * AmazonExploreOutcome.story.count }

  /// The rows read at launch, each with its number of cases, in order of first appearance.
  public var launchCounts: [(launch: String, cases: Int)] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for outcome in outcomes {
      let text = outcome.launchText
      if counts[text] == nil { order.append(text) }
      counts[text, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  /// The report in text.
  public func text() -> String {
    let failing = outcomes.filter { !$0.violations.isEmpty }
    var lines = [
      "Amazon Appstore: \(ExploreText.count(outcomes.count, "case")), each playing launch, "
        + "report-change, query-again, consent, query-again, revoke, wait 1 day, launch.",
      "\(ExploreText.number(actionCount)) actions applied.",
      ExploreText.invariantsLine(Self.rules, passed: passed, failingCases: failing.count), "",
      "Rows read at launch (responseStatus userStatus band), with their cases",
    ]
    lines += ExploreTable.table(
      header: ["launch", "cases"],
      rows: launchCounts.map { [$0.launch, ExploreText.number($0.cases)] }, rightAligned: [1])
    lines.append("")
    if failing.isEmpty {
      lines.append("Invariant violations: none.")
    } else {
      lines.append("Invariant violations:")
      for outcome in failing {
        let sweptCase = outcome.sweptCase
        lines.append(
          "  age \(sweptCase.age), \(sweptCase.region), \(sweptCase.date), consent "
            + "\(sweptCase.consent.rawValue), \(sweptCase.source):")
        lines += outcome.violations.map { "    \($0.rule.rawValue): \($0.detail)" }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report in Markdown.
  public func markdown() -> String {
    var lines = [
      "# Amazon Appstore", "",
      "\(ExploreText.count(outcomes.count, "case")), "
        + "\(ExploreText.number(actionCount)) actions; "
        + (passed ? "every invariant held." : "**invariants broken**."),
      "", "| launch | cases |", "|---|---|",
    ]
    lines += launchCounts.map { "| \(MarkdownCell.text($0.launch)) | \($0.cases) |" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as JSON: the counts, then one row per case.
  public func json() -> String {
    JSONValue.object([
      ("format", .string("agetui-explore-amazon-appstore")),
      ("version", .int(1)),
      ("platform", .string(AmazonPlatform.name)),
      ("cases", .int(outcomes.count)),
      ("actions", .int(actionCount)),
      ("passed", .bool(passed)),
      (
        "launches",
        .array(
          launchCounts.map { .object([("launch", .string($0.launch)), ("cases", .int($0.cases))]) })
      ),
      (
        "rows",
        .array(
          outcomes.enumerated().map { index, outcome in
            let sweptCase = outcome.sweptCase
            return .object([
              ("case", .int(index)), ("age", .int(sweptCase.age)),
              ("region", .string(sweptCase.region.rawValue)),
              ("date", .string(sweptCase.date.description)),
              ("consent", .string(sweptCase.consent.rawValue)),
              ("supervised", .bool(sweptCase.supervised)),
              ("verified", .bool(sweptCase.verified)), ("source", .string(sweptCase.source)),
              ("launch", .string(outcome.launchText)), ("step", .string(outcome.finalStep)),
              ("violations", .int(outcome.violations.count)),
            ])
          })
      ),
    ]).rendered()
  }

  /// Every case as a CSV row: `amazon-appstore`, the shared columns it fills (case, region,
  /// age, verification, step, violations), `before` empty cells, its own, `after` empty cells.
  public func csvRows(_ write: (String) -> Void, before: Int, after: Int) {
    let header = ExploreTable.csvHeader
    func column(_ name: String) -> Int { header.firstIndex(of: name) ?? 0 }
    for (index, outcome) in outcomes.enumerated() {
      let sweptCase = outcome.sweptCase
      var shared = Array(repeating: "", count: header.count)
      shared[column("case")] = "\(index)"
      shared[column("region")] = sweptCase.region.rawValue
      shared[column("age")] = "\(sweptCase.age)"
      shared[column("verification")] = sweptCase.verified ? "verified" : "none"
      shared[column("step")] = outcome.finalStep
      shared[column("violations")] = "\(outcome.violations.count)"
      let own = [
        sweptCase.date.description, sweptCase.consent.rawValue, "\(sweptCase.supervised)",
        sweptCase.source, outcome.launchText, outcome.finalStep,
      ]
      let cells =
        [AmazonPlatform.name] + shared + Array(repeating: "", count: before) + own
        + Array(repeating: "", count: after)
      write(cells.joined(separator: ",") + "\n")
    }
  }
}
